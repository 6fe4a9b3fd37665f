import { SIGNUP_APPS, SIGNUP_TOPIC } from '@airtime/domain';
import type { SeedContext } from './SeedContext.ts';
import { slugify } from './slug.ts';

const METRIC_PAGES = ['/agency/home', '/agency/planning', '/brand/home', '/creator/home'];

/**
 * A few invite requests and page-load measurements, so the tables the public forms write to are
 * not empty in a fresh store. Draws nothing from the seed's random stream (it runs last and only
 * indexes the name pools), so the data seeded before it stays what it was.
 */
export function seedForms({ store, pools, calendar }: SeedContext): void {
  for (let index = 0; index < 3; index += 1) {
    const firstname = pools.firstNames[index * 7] ?? 'Ada';
    const lastname = pools.lastNames[index * 11] ?? 'Lovelace';
    store.signupRequests.insert({
      topic: SIGNUP_TOPIC,
      fields: {
        'User Name': `${firstname} ${lastname}`,
        Email: `${slugify(firstname)}.${slugify(lastname)}@example.com`,
        'Apps Access': SIGNUP_APPS.slice(index % 2, 1 + index).join(', '),
        Comment: index === 0 ? '' : 'We run a dozen shows and would like to try Airtime.',
      },
      created_at: calendar.at(-3 * (index + 1), 9 * 60 + index * 37),
    });
  }
  METRIC_PAGES.forEach((url, index) => {
    store.pageMetrics.insert({
      url,
      ip: `203.0.113.${10 + index}`,
      metrics: [
        { name: 'cls', value: 120 + index * 35 },
        { name: 'lcp', value: 1400 + index * 210 },
        { name: index % 2 === 0 ? 'page_load_cold' : 'page_load_warm', value: 900 + index * 180 },
      ],
      user_id: index + 1,
      created_at: calendar.at(-1, 10 * 60 + index * 13),
    });
  });
}
