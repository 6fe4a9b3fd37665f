import type { Event } from '@airtime/domain';
import { listBrandEvents } from '../endpoints/brandApp.ts';
import { getCampaign } from '../endpoints/campaigns.ts';
import {
  createEvent,
  type EventInclude,
  type EventSelection,
  getEvent,
  listEvents,
  toEventQuery,
  updateEvent,
} from '../endpoints/events.ts';
import { getProduction, listProductions } from '../endpoints/production.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { useApiMutation, useInfiniteList, useQuery } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';
import { preloadQuery, preloadWholeList } from '../swr/preloads.ts';
import { useWholeList, type WholeList } from '../swr/useWholeList.ts';

/** The lists whose rows show events: the events themselves, the production board, the brand app. */
const EVENT_LISTS = [listEvents, listProductions, listBrandEvents];

/**
 * A write booked despite conflicts records a decision on its campaign: the campaigns refetch.
 * `booked_despite: []` (checked, none found) records nothing.
 */
const decisionOn = (body: { readonly booked_despite?: readonly number[] }) =>
  (body.booked_despite?.length ?? 0) === 0 ? [] : [getCampaign];

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

/** Pages of 100 read at most by useAllEvents: 2,000 events, years of a busy creator or brand. */
export const ALL_EVENTS_MAX_PAGES = 20;

/**
 * Every event of a selection, a hundred a page, for figures added up in the browser (a brand's
 * aired events, a creator's with one brand); `null` waits:
 * `const { items, isLoading, isTruncated } = useAllEvents({ brand_id: 2, aired: true })`.
 */
export function useAllEvents(selection: Omit<EventSelection, 'per_page'> | null): WholeList<Event> {
  return useWholeList(
    useEvents(selection === null ? null : allEventsSelection(selection)),
    ALL_EVENTS_MAX_PAGES,
  );
}

/** Starts useEvents(selection)'s first page before it renders (a route's preload). */
export function preloadEvents(client: HttpClient, selection: EventSelection) {
  return preloadQuery(client, listEvents, { query: toEventQuery(selection) });
}

/**
 * Starts useAllEvents(selection)'s pages before it renders (a route's preload), each as soon as the
 * one before names the next: the page's figures need them all.
 */
export function preloadAllEvents(client: HttpClient, selection: Omit<EventSelection, 'per_page'>) {
  return preloadWholeList(
    client,
    listEvents,
    { query: toEventQuery(allEventsSelection(selection)) },
    ALL_EVENTS_MAX_PAGES,
  );
}

function allEventsSelection(selection: Omit<EventSelection, 'per_page'>): EventSelection {
  return { ...selection, per_page: 100 } as EventSelection;
}

/**
 * One event with its channel, creator, brand, sponsorships and production; `null` waits.
 * `useEvent(id, { with: 'payment' })` adds an aired, booked event's payment.
 */
export function useEvent(id: number | null, include: EventInclude = {}) {
  return useQuery(
    getEvent,
    id === null
      ? null
      : { params: { id }, ...(include.with === undefined ? {} : { query: include }) },
  );
}

/**
 * Creates an event; with `brand_id` it is booked (planned sponsorship and production come with
 * it). The event lists and the production board refetch.
 */
export function useBookEvent() {
  return useApiMutation(createEvent, ({ body }) => [...EVENT_LISTS, ...decisionOn(body)]);
}

/**
 * Edits an event; the lists, the event and its production refetch, and the cached campaigns when
 * it was booked despite conflicts (the decision is recorded on its campaign).
 */
export function useUpdateEvent() {
  return useApiMutation(updateEvent, ({ params, body }, event) => [
    ...EVENT_LISTS,
    ...decisionOn(body),
    matchesCall(getEvent, params),
    ...(event.production === undefined
      ? []
      : [matchesCall(getProduction, { id: event.production.id })]),
  ]);
}
