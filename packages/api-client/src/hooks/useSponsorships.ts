import { listBrandEvents } from '../endpoints/brandApp.ts';
import { getEvent, listEvents } from '../endpoints/events.ts';
import { listProductions } from '../endpoints/production.ts';
import {
  createSponsorship,
  deleteSponsorship,
  updateSponsorship,
} from '../endpoints/sponsorships.ts';
import { useApiMutation } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';

/** Lists whose rows show sponsorships: events embed theirs, the board sends them in `included`. */
const SPONSORSHIP_LISTS = [listEvents, listProductions, listBrandEvents];
const eventOf = (sponsorship: { readonly event_id: number }) =>
  matchesCall(getEvent, { id: sponsorship.event_id });

/** Adds a brand's placement to an event; the event lists, the event and the board refetch. */
export function useCreateSponsorship() {
  return useApiMutation(createSponsorship, (_input, sponsorship) => [
    ...SPONSORSHIP_LISTS,
    eventOf(sponsorship),
  ]);
}

/** Edits a sponsorship (type, planned, mentions, vitals); its event and the lists refetch. */
export function useUpdateSponsorship() {
  return useApiMutation(updateSponsorship, (_input, sponsorship) => [
    ...SPONSORSHIP_LISTS,
    eventOf(sponsorship),
  ]);
}

/** Removes a sponsorship (soft delete); the lists and every cached event refetch (the answer names none). */
export function useDeleteSponsorship() {
  return useApiMutation(deleteSponsorship, [...SPONSORSHIP_LISTS, getEvent]);
}
