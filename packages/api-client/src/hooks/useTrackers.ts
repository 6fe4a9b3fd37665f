import {
  createTracker,
  deleteTracker,
  listTrackers,
  runTrackerCheck,
  type TrackerListQuery,
  updateTracker,
} from '../endpoints/trackers.ts';
import { cachedKeys, urlOfKey } from '../swr/cacheUpdates.ts';
import { useApiCache, useApiMutation, useInfiniteList } from '../swr/createHooks.ts';

const LIST = '/api/trackers';
/** The board sends each production's tracker in `included`. */
const BOARD = '/api/event-production';
const PRODUCTION_DETAIL = /^\/api\/event-production\/\d+$/;

const linked = (tracker: { readonly event_production_id: number | null }) =>
  tracker.event_production_id === null ? [] : [BOARD, `${BOARD}/${tracker.event_production_id}`];

/** Trackers, page by page: `useTrackers({ brand_id: 2, type: 'landing' })`. */
export function useTrackers(query?: TrackerListQuery) {
  return useInfiniteList(listTrackers, query === undefined ? {} : { query });
}

/** Creates a tracker (linked to a production when it names one); the lists and that production refetch. */
export function useCreateTracker() {
  return useApiMutation(createTracker, (_input, tracker) => [LIST, ...linked(tracker)]);
}

/**
 * Edits a tracker; the lists and the board refetch, and every cached production, since a link
 * may have moved from one production to another.
 */
export function useUpdateTracker() {
  const { cache } = useApiCache();
  return useApiMutation(updateTracker, () => [
    LIST,
    BOARD,
    ...cachedKeys(cache, (url) => PRODUCTION_DETAIL.test(url)).map(urlOfKey),
  ]);
}

/** Removes a tracker (soft delete; its production lets go); the lists and cached productions refetch. */
export function useDeleteTracker() {
  const { cache } = useApiCache();
  return useApiMutation(deleteTracker, () => [
    LIST,
    BOARD,
    ...cachedKeys(cache, (url) => PRODUCTION_DETAIL.test(url)).map(urlOfKey),
  ]);
}

/**
 * Checks a tracker end to end: `const { check } = await run({ params: { id } })` gives
 * `{ ok, message, checked_at }`. The lists and its production refetch (last_checked_at).
 */
export function useRunTrackerCheck() {
  return useApiMutation(runTrackerCheck, (_input, { tracker }) => [LIST, ...linked(tracker)]);
}
