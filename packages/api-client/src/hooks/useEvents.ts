import {
  createEvent,
  type EventSelection,
  getEvent,
  listEvents,
  toEventQuery,
  updateEvent,
} from '../endpoints/events.ts';
import { useApiMutation, useInfiniteList, useQuery } from '../swr/createHooks.ts';

/** The lists whose rows show events: the events themselves, the production board, the brand app. */
const EVENT_LISTS = ['/api/new-events', '/api/event-production', '/api/brand/events'];

const eventPath = (id: number | string) => `/api/new-events/${id}`;

/**
 * Events of a month or a week, page by page; the period goes out as start and end dates, so one
 * month is one cache entry whatever day names it. `null` waits:
 * `const { items, hasMore, loadMore } = useEvents({ month: '2026-11', creatorId: 4 })`.
 */
export function useEvents(selection: EventSelection | null) {
  return useInfiniteList(
    listEvents,
    selection === null ? null : { query: toEventQuery(selection) },
  );
}

/** One event with its channel, creator, brand, sponsorships and production; `null` waits. */
export function useEvent(id: number | null) {
  return useQuery(getEvent, id === null ? null : { params: { id } });
}

/**
 * Creates an event; with `brand_id` it is booked (planned sponsorship and production come with
 * it). The event lists and the production board refetch.
 */
export function useBookEvent() {
  return useApiMutation(createEvent, () => EVENT_LISTS);
}

/** Edits an event; the lists, the event and its production refetch. */
export function useUpdateEvent() {
  return useApiMutation(updateEvent, ({ params }, event) => [
    ...EVENT_LISTS,
    eventPath(params.id),
    ...(event.production === undefined ? [] : [`/api/event-production/${event.production.id}`]),
  ]);
}
