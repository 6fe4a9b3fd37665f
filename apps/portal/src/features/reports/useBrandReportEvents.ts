import {
  ALL_EVENTS_MAX_PAGES,
  type BrandEventSort,
  type InfiniteList,
  useAllEvents,
  useEvents,
  useInfiniteList,
  useWholeList,
  type WholeList,
} from '@airtime/api-client';
import { listBrandEvents } from '@airtime/api-client/calls';
import type { Event, EventDateRange } from '@airtime/domain';
import type { ReportBrand } from './reportBrand.ts';
import { staticInfiniteList, staticWholeList, useOptionalSharedReport } from './sharedReport.ts';

// A brand report reads the brand's events through the calls of the app it is in: agency staff
// through the events list (GET /api/new-events), brand users through the brand's own
// (GET /api/brand/events), the only one they may call; a shared page from its link's answer. Both
// hooks are called, the other app's with null, so it waits and reads nothing.

/** The brand's brand-app event query for a period: the dates as the brand events call takes them. */
function brandQuery(brand: ReportBrand, range: EventDateRange, sort: BrandEventSort) {
  return {
    brand_id: [brand.id],
    start_date: range.start,
    end_date: range.end,
    sort,
  };
}

/** Every event of the brand in the period, aired or planned, latest first: what reports add up. */
export function useBrandReportEvents(brand: ReportBrand, range: EventDateRange): WholeList<Event> {
  const agency = useAllEvents(
    brand.app === 'agency' ? { brand_id: brand.id, range, sort: '-date' } : null,
  );
  const brandApp = useWholeList(
    useInfiniteList(
      listBrandEvents,
      brand.app === 'brand'
        ? { query: { ...brandQuery(brand, range, '-date'), per_page: 100 } }
        : null,
    ),
    ALL_EVENTS_MAX_PAGES,
  );
  const shared = useOptionalSharedReport();
  if (brand.app === 'shared') return staticWholeList(shared?.events ?? [], shared?.eventsTruncated);
  return brand.app === 'agency' ? agency : brandApp;
}

/** The brand's events in the period a page at a time, sorted by the server: a report's table. */
export function useBrandReportEventPages(
  brand: ReportBrand,
  range: EventDateRange,
  sort: BrandEventSort,
): InfiniteList<Event> {
  const agency = useEvents(brand.app === 'agency' ? { brand_id: brand.id, range, sort } : null);
  const brandApp = useInfiniteList(
    listBrandEvents,
    brand.app === 'brand' ? { query: brandQuery(brand, range, sort) } : null,
  );
  const shared = useOptionalSharedReport();
  // The link's answer comes in the link's sort.
  if (brand.app === 'shared') return staticInfiniteList(shared?.events ?? []);
  return brand.app === 'agency' ? agency : brandApp;
}
