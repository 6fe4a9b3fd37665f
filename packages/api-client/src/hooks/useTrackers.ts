import { getProduction, listProductions } from '../endpoints/production.ts';
import {
  createTracker,
  deleteTracker,
  listTrackers,
  runTrackerCheck,
  type TrackerListQuery,
  updateTracker,
} from '../endpoints/trackers.ts';
import { useApiMutation, useInfiniteList } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';

// The board sends each production's tracker in `included`.
const linked = (tracker: { readonly event_production_id: number | null }) =>
  tracker.event_production_id === null
    ? []
    : [listProductions, matchesCall(getProduction, { id: tracker.event_production_id })];

/** Trackers, page by page: `useTrackers({ brand_id: 2, type: 'landing' })`. */
export function useTrackers(query?: TrackerListQuery) {
  return useInfiniteList(listTrackers, query === undefined ? {} : { query });
}

/** Creates a tracker (linked to a production when it names one); the lists and that production refetch. */
export function useCreateTracker() {
  return useApiMutation(createTracker, (_input, tracker) => [listTrackers, ...linked(tracker)]);
}

/**
 * Edits a tracker; the lists and the board refetch, and every cached production, since a link
 * may have moved from one production to another.
 */
export function useUpdateTracker() {
  return useApiMutation(updateTracker, [listTrackers, listProductions, getProduction]);
}

/** Removes a tracker (soft delete; its production lets go); the lists and cached productions refetch. */
export function useDeleteTracker() {
  return useApiMutation(deleteTracker, [listTrackers, listProductions, getProduction]);
}

/**
 * Checks a tracker end to end: `const { check } = await run({ params: { id } })` gives
 * `{ ok, message, checked_at }`. The lists and its production refetch (last_checked_at).
 */
export function useRunTrackerCheck() {
  return useApiMutation(runTrackerCheck, (_input, { tracker }) => [
    listTrackers,
    ...linked(tracker),
  ]);
}
