import {
  type Event,
  getReportLinkRange,
  type ListIncluded,
  REPORT_DEFAULT_PERIODS,
  type ReportLink,
} from '@airtime/domain';
import { type ListSpec, paginate, readListQuery } from '../http/listing.ts';
import { presentCampaign } from '../present/campaigns.ts';
import { presentEvent } from '../present/events.ts';
import { includeRows } from '../present/include.ts';
import type { Store } from '../store/createStore.ts';
import { campaignListSpec } from './campaignQuery.ts';
import { eventCandidates, eventMatcher } from './eventQuery.ts';
import { EVENT_LIST } from './events.ts';

// What a shared report shows, read for the link alone (no user): the link's brand, its period
// and filters, as a brand user of that brand would see them. Each report gets only what it draws.

/** The most rows of a kind one shared report carries (a year of a large brand's events). */
const MAX_ROWS = 5000;
const ALL_OF_ONE_BRAND = { all: false, brandIds: new Set<number>(), creatorIds: new Set<number>() };

function sorted<T extends { readonly id: number }>(
  rows: readonly T[],
  spec: ListSpec<T>,
  sort: string | null,
) {
  const query = new URLSearchParams({ per_page: String(MAX_ROWS) });
  // The link's sort when this list knows it (a link keeps only a report's own), else the default.
  if (sort !== null && Object.hasOwn(spec.sorts, sort.replace(/^-/, ''))) query.set('sort', sort);
  return paginate(rows, readListQuery(query, { ...spec, maxPerPage: MAX_ROWS }), spec);
}

/** The brand's events in the link's period, as the brand sees them (its sponsorships only). */
function linkEvents(store: Store, link: ReportLink, today: string) {
  const range = getReportLinkRange(link.params, today, REPORT_DEFAULT_PERIODS[link.report]);
  if (range === null) return { rows: [] as Event[], truncated: false };
  const criteria = {
    start: range.start,
    end: range.end,
    empty: false,
    brands: new Set([link.brand_id]),
  };
  const scope = { ...ALL_OF_ONE_BRAND, brandIds: new Set([link.brand_id]) };
  const matches = eventMatcher(store, criteria, scope);
  const rows: Event[] = [];
  for (const event of eventCandidates(store, criteria, scope)) if (matches(event)) rows.push(event);
  const page = sorted(rows, EVENT_LIST, new URLSearchParams(link.params).get('sort') ?? '-date');
  return { rows: page.data, truncated: page.next !== null };
}

/** The data of a shared report and what its records point at. */
export function sharedReportData(store: Store, link: ReportLink, today: string) {
  const events = linkEvents(store, link, today);
  const relationships =
    link.report === 'creators' ? store.relationships.lookup('brand_id', link.brand_id) : [];
  const campaigns =
    link.report === 'analysis' || link.report === 'campaign-tracking'
      ? sorted(
          store.campaigns.lookup('brand_id', link.brand_id),
          campaignListSpec(store),
          new URLSearchParams(link.params).get('sort'),
        ).data
      : [];
  const rows = [...events.rows, ...campaigns];
  const included: ListIncluded = {
    channels: includeRows(
      store.channels,
      rows.map((row) => row.content_id),
    ),
    creators: includeRows(store.creators, [
      ...rows.map((row) => row.publisher_id),
      ...relationships.map((row) => row.publisher_id),
    ]),
    brands: includeRows(store.brands, [link.brand_id]),
  };
  return {
    events: events.rows.map((event) => {
      const presented = presentEvent(store, event);
      // Another brand's sponsorship of the same event is not this brand's to share.
      const sponsorships = (presented.sponsorships ?? []).filter(
        (row) => row.brand_id === link.brand_id,
      );
      return { ...presented, sponsorships };
    }),
    events_truncated: events.truncated,
    relationships,
    campaigns: campaigns.map((campaign) => presentCampaign(store, campaign)),
    included,
  };
}
