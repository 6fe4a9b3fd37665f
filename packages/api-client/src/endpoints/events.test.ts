import type { Event } from '@airtime/domain';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ListPage } from '../decode/decoders.ts';

import { failure, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { createEvent, getEvent, listEvents, toEventQuery, updateEvent } from './events.ts';

const mock = setupMockApi();

/** The URLs (path and decoded query) of the requests made during the test. */
function sentUrls(): string[] {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    urls.push(decodeURIComponent(`${url.pathname}${url.search}`));
  };
  mock.server.events.on('request:start', listener);
  onTestFinished(() => {
    mock.server.events.removeListener('request:start', listener);
  });
  return urls;
}

const dayOf = (event: Event) => event.aired_date ?? event.planned_date ?? '';

describe('toEventQuery', () => {
  it.each([
    ['a bare month', { month: '2026-11' }, { start_date: '2026-11-01', end_date: '2026-11-30' }],
    [
      'a day of the month',
      { month: '2026-11-17' },
      { start_date: '2026-11-01', end_date: '2026-11-30' },
    ],
    [
      'a Date in the month',
      { month: new Date(2026, 10, 5) },
      { start_date: '2026-11-01', end_date: '2026-11-30' },
    ],
    [
      'a week from Sunday',
      { week: '2026-11-18' },
      { start_date: '2026-11-15', end_date: '2026-11-21' },
    ],
    [
      'a week across years',
      { week: '2026-12-31' },
      { start_date: '2026-12-27', end_date: '2027-01-02' },
    ],
    [
      'a range',
      { range: { start: '2026-11-02', end: '2026-11-04' } },
      { start_date: '2026-11-02', end_date: '2026-11-04' },
    ],
    [
      'creators as publishers',
      { month: '2026-11', creatorId: [2, 1, 2] },
      { start_date: '2026-11-01', end_date: '2026-11-30', publishers: [2, 1] },
    ],
    [
      'filters kept',
      { week: '2026-11-18', sort: '-rate', sponsored: true },
      { start_date: '2026-11-15', end_date: '2026-11-21', sort: '-rate', sponsored: true },
    ],
    ['an unreadable month as given', { month: '2026-13' }, { month: '2026-13' }],
    ['no period', { creatorId: 4 }, { publishers: [4] }],
  ] as const)('maps %s', (_name, selection, expected) => {
    expect(toEventQuery(selection)).toEqual(expected);
  });
});

describe('listEvents', () => {
  it('sends a month as its first and last day and gets only the events of those days', async () => {
    const { client, warnings } = await signedInAs('admin@airtime.test');
    const urls = sentUrls();
    const page = await client.request(listEvents, {
      query: toEventQuery({ month: '2026-11', per_page: 100 }),
    });
    expect(urls).toContain(
      '/api/new-events?end_date=2026-11-30&per_page=100&start_date=2026-11-01',
    );
    expect(page.data.length).toBeGreaterThan(20);
    for (const event of page.data) expect(dayOf(event)).toMatch(/^2026-11-/);
    expect(warnings).toEqual([]);
  });

  it('gets only the events of a week, Sunday to Saturday, of the creators asked for', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const urls = sentUrls();
    const week = await client.request(listEvents, {
      query: toEventQuery({ week: '2026-11-18', per_page: 100 }),
    });
    expect(week.data.length).toBeGreaterThan(0);
    for (const event of week.data) {
      expect(dayOf(event) >= '2026-11-15' && dayOf(event) <= '2026-11-21').toBe(true);
    }
    const creators = await client.request(listEvents, {
      query: toEventQuery({ month: '2026-11', creatorId: [1, 2] }),
    });
    expect(urls).toContain(
      '/api/new-events?end_date=2026-11-30&publishers[]=1&publishers[]=2&start_date=2026-11-01',
    );
    for (const event of creators.data) expect([1, 2]).toContain(event.publisher_id);
  });

  it('pages through a month by cursor, each event once', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const query = toEventQuery({ month: '2026-11', per_page: 40 });
    const seen: number[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const page: ListPage<Event> = await client.request(listEvents, {
        query: cursor === null ? query : { ...query, cursor },
      });
      total = page.meta.total;
      seen.push(...page.data.map((event) => event.id));
      cursor = page.links.next;
    } while (cursor !== null);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(seen.length);
    expect(total).toBeGreaterThan(40);
  });

  it('applies filters and sorts as the server reads them', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const urls = sentUrls();
    const byRate = await client.request(listEvents, {
      query: toEventQuery({ month: '2026-11', sponsored: true, sort: '-rate', per_page: 50 }),
    });
    expect(urls.at(-1)).toContain('sort=-rate&sponsored=1');
    const rates = byRate.data.map((event) => event.rate ?? Number.POSITIVE_INFINITY);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    for (const event of byRate.data) expect(event.brand_id).not.toBeNull();

    const aired = await client.request(listEvents, {
      query: toEventQuery({ month: '2026-10', status: ['aired'], per_page: 50 }),
    });
    expect(aired.data.length).toBeGreaterThan(0);
    for (const event of aired.data) expect(event.production?.status).toBe('aired');
  });

  it('fills channel, creator and brand from included', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const page = await client.request(listEvents, {
      query: toEventQuery({ month: '2026-11', sponsored: true, per_page: 30 }),
    });
    expect(page.data.length).toBe(30);
    for (const event of page.data) {
      expect(event.channel?.id).toBe(event.content_id);
      expect(event.creator?.id).toBe(event.publisher_id);
      expect(event.brand?.id).toBe(event.brand_id);
      expect(event.plannedSponsorship?.is_planned).toBe(true);
    }
  });

  it('shows brand and creator users only their own events', async () => {
    const brand = await signedInAs('brand@airtime.test');
    const brandPage = await brand.client.request(listEvents, {
      query: toEventQuery({ month: '2026-11', per_page: 100 }),
    });
    expect(brandPage.data.length).toBeGreaterThan(0);
    for (const event of brandPage.data) expect([2, 3, 5]).toContain(event.brand_id);

    const creator = await signedInAs('creator@airtime.test');
    const creatorPage = await creator.client.request(listEvents, {
      query: toEventQuery({ month: '2026-11', per_page: 100 }),
    });
    expect(creatorPage.data.length).toBeGreaterThan(0);
    for (const event of creatorPage.data) expect([1, 2]).toContain(event.publisher_id);
  });

  it('surfaces an unreadable month as the server field error', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const error = await failure(
      client.request(listEvents, { query: toEventQuery({ month: '2026-13' }) }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('month')).toBe('The month field is not a valid month.');
  });
});

describe('event records and writes', () => {
  it('gets one event with its relations and production embedded', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const page = await client.request(listEvents, {
      query: toEventQuery({ month: '2026-11', sponsored: true, per_page: 1 }),
    });
    const id = page.data[0]?.id ?? 0;
    const event = await client.request(getEvent, { params: { id } });
    expect(event.id).toBe(id);
    expect(event.channel?.id).toBe(event.content_id);
    expect(event.brand?.id).toBe(event.brand_id);
    expect(event.production?.event_id).toBe(id);
    expect(event.production?.process?.subject_type).toBe('event_production');
  });

  it('books an event for a brand with its planned sponsorship and production', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const event = await client.request(createEvent, {
      body: {
        content_id: 1,
        title: 'Booked from the board',
        planned_date: '2026-11-25',
        brand_id: 2,
        projection: 'medium',
      },
    });
    expect(event).toMatchObject({ title: 'Booked from the board', brand_id: 2, publisher_id: 1 });
    expect(event.plannedSponsorship).toMatchObject({ brand_id: 2, is_planned: true });
    expect(event.production).toMatchObject({ status: 'new', projection: 'medium' });
    expect(Object.keys(event.production?.process?.workflows ?? {}).sort()).toEqual([
      'analytics_access',
      'brief',
      'product_shipping',
      'script_approval',
    ]);
    const listed = await client.request(listEvents, {
      query: toEventQuery({ week: '2026-11-25', ids: [event.id] }),
    });
    expect(listed.data.map((row) => row.id)).toEqual([event.id]);
  });

  it('creates an unbooked event without a production, then edits it', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const created = await client.request(createEvent, {
      body: { content_id: 2, title: 'Unbooked', planned_date: '2026-12-02' },
    });
    expect(created.brand_id).toBeNull();
    expect(created.production).toBeUndefined();
    await client.request(updateEvent, {
      params: { id: created.id },
      body: { title: 'Unbooked, renamed', aired_date: '2026-12-03', reviewed: true },
    });
    const read = await client.request(getEvent, { params: { id: created.id } });
    expect(read.title).toBe('Unbooked, renamed');
    expect(read.aired_date).toBe('2026-12-03');
    expect(read.reviewed_at).not.toBeNull();
  });

  it('surfaces 422 field errors', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const update = await failure(
      client.request(updateEvent, {
        params: { id: 1 },
        body: { aired_date: '2026-11-10', billing_date: '2026-11-01' },
      }),
    );
    expect(update.status).toBe(422);
    expect(update.fieldError('billing_date')).toBe(
      'The billing date field must be a date after or equal to aired date.',
    );
    // Offer 1 is brand 1's, not brand 2's.
    const create = await failure(
      client.request(createEvent, {
        body: { content_id: 1, title: 'x', planned_date: '2026-11-25', brand_id: 2, offer_id: 1 },
      }),
    );
    expect(create.fieldError('offer_id')).toBe('The selected offer id is invalid.');
  });

  it('refuses writes to Read Only users with the server message', async () => {
    const { client } = await signedInAs('readonly@airtime.test');
    const error = await failure(
      client.request(updateEvent, { params: { id: 1 }, body: { title: 'No' } }),
    );
    expect(error.status).toBe(403);
    expect(error.type).toBe('read_only');
    expect(error.message).toBe('Your account is read-only: you cannot make changes.');
  });
});
