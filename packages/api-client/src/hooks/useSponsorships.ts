import {
  createSponsorship,
  deleteSponsorship,
  updateSponsorship,
} from '../endpoints/sponsorships.ts';
import { cachedKeys, urlOfKey } from '../swr/cacheUpdates.ts';
import { useApiCache, useApiMutation } from '../swr/createHooks.ts';

/** Lists whose rows show sponsorships: events embed theirs, the board sends them in `included`. */
const SPONSORSHIP_LISTS = ['/api/new-events', '/api/event-production', '/api/brand/events'];
const EVENT_DETAIL = /^\/api\/new-events\/\d+$/;

/** Adds a brand's placement to an event; the event lists, the event and the board refetch. */
export function useCreateSponsorship() {
  return useApiMutation(createSponsorship, (_input, sponsorship) => [
    ...SPONSORSHIP_LISTS,
    `/api/new-events/${sponsorship.event_id}`,
  ]);
}

/** Edits a sponsorship (type, planned, mentions, vitals); its event and the lists refetch. */
export function useUpdateSponsorship() {
  return useApiMutation(updateSponsorship, (_input, sponsorship) => [
    ...SPONSORSHIP_LISTS,
    `/api/new-events/${sponsorship.event_id}`,
  ]);
}

/** Removes a sponsorship (soft delete); the lists and every cached event refetch (the answer names none). */
export function useDeleteSponsorship() {
  const { cache } = useApiCache();
  return useApiMutation(deleteSponsorship, () => [
    ...SPONSORSHIP_LISTS,
    ...cachedKeys(cache, (url) => EVENT_DETAIL.test(url)).map(urlOfKey),
  ]);
}
