import { buildEventQuery, type EventPeriod, getEventQueryRange } from '@airtime/domain';
import {
  addBrandRelationship,
  type BrandContentListQuery,
  type BrandEventListQuery,
  getBrandCreator,
  getBrandEvent,
  listBrandContent,
  listBrandEvents,
  updateBrandEvent,
} from '../endpoints/brandApp.ts';
import { getRelationship, listRelationships } from '../endpoints/relationships.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { useApiMutation, useInfiniteList, useQuery } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';
import { preloadQuery } from '../swr/preloads.ts';

/** A month or a week (any day inside it, or 'yyyy-MM'), and optionally the creators to keep. */
export type BrandEventPeriod = EventPeriod & {
  readonly creatorId?: number | readonly number[];
};

/** The event query's other filters; the period and creators come from BrandEventPeriod. */
export type BrandEventFilters = Omit<
  BrandEventListQuery,
  'start_date' | 'end_date' | 'month' | 'week' | 'publishers' | 'cursor'
>;

/**
 * The query of useBrandEvents (spec §7): the period as start_date and end_date (yyyy-MM-dd),
 * creators as publishers; undefined for a period that is not a readable date.
 */
export function brandEventQuery(
  period: BrandEventPeriod,
  filters: BrandEventFilters = {},
): BrandEventListQuery | undefined {
  const range = getEventQueryRange(
    'month' in period ? { month: period.month } : { week: period.week },
  );
  if (range === undefined) return undefined;
  return { ...filters, ...buildEventQuery({ range, creatorId: period.creatorId }) };
}

/** The channels of the creators the selected brand works with, page by page. */
export function useBrandContent(query?: BrandContentListQuery) {
  return useInfiniteList(listBrandContent, query === undefined ? {} : { query });
}

/** A creator the brand works with, channels embedded; `null` waits. */
export function useBrandCreator(id: number | null) {
  return useQuery(getBrandCreator, id === null ? null : { params: { id } });
}

/**
 * The selected brand's events of a month or week, page by page; the cache key holds the dates:
 * `useBrandEvents({ month: '2026-11', creatorId: 4 }, { sort: '-rate' })`. `null` (or an
 * unreadable date) waits.
 */
export function useBrandEvents(period: BrandEventPeriod | null, filters?: BrandEventFilters) {
  const query = period === null ? undefined : brandEventQuery(period, filters);
  return useInfiniteList(listBrandEvents, query === undefined ? null : { query });
}

/** Starts useBrandEvents(period, filters)'s first page before it renders (a route's preload). */
export function preloadBrandEvents(
  client: HttpClient,
  period: BrandEventPeriod,
  filters?: BrandEventFilters,
) {
  const query = brandEventQuery(period, filters);
  return query === undefined ? undefined : preloadQuery(client, listBrandEvents, { query });
}

/** One sponsored event of the brand; `null` waits. */
export function useBrandEvent(id: number | null) {
  return useQuery(getBrandEvent, id === null ? null : { params: { id } });
}

/** Records the brand's clicks, conversions or revenue for an event; refreshes its lists and record. */
export function useUpdateBrandEvent() {
  return useApiMutation(updateBrandEvent, ({ params }) => [
    listBrandEvents,
    matchesCall(getBrandEvent, params),
  ]);
}

/** Adds a creator to the brand, or records its decision; refreshes relationships and the brand's channels. */
export function useAddBrandRelationship() {
  return useApiMutation(addBrandRelationship, (_input, relationship) => [
    listRelationships,
    matchesCall(getRelationship, { id: relationship.id }),
    listBrandContent,
  ]);
}
