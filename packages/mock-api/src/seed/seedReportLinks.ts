import type { SeedContext } from './SeedContext.ts';

/** The brand persona's brand whose settings list seeded links (brand 2 is left to the tests). */
const BRAND_ID = 3;
/** admin@ shares them. */
const SHARED_BY = 2;

/**
 * Shared report links (issue 20) as a brand's settings would list them: one live, one expired and
 * one revoked, shared by admin@ on brand 3. Drawn without the seed's random numbers, so the
 * sequence is unchanged.
 */
export function seedReportLinks(context: SeedContext): void {
  const { store, calendar } = context;
  const user = store.users.get(SHARED_BY);
  if (user === undefined || store.brands.get(BRAND_ID) === undefined) return;
  const created_by = { id: user.id, name: `${user.firstname} ${user.lastname}`.trim() };
  const link = (
    report: 'events' | 'creators' | 'seismograph',
    params: string,
    created: number,
    expires: number,
    revoked: number | null,
  ) =>
    store.reportLinks.insert({
      brand_id: BRAND_ID,
      report,
      params,
      created_at: calendar.at(created, 10 * 60),
      expires_at: calendar.at(expires, 10 * 60),
      revoked_at: revoked === null ? null : calendar.at(revoked, 15 * 60),
      created_by,
    });
  link('events', 'filter.period=last-3-months', -5, 25, null);
  link('creators', '', -40, -10, null);
  link('seismograph', '', -3, 27, -1);
}
