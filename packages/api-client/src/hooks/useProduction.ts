import { useCallback } from 'react';
import { listBrandEvents } from '../endpoints/brandApp.ts';
import { getEvent, listEvents, toEventQuery } from '../endpoints/events.ts';
import { listProcesses } from '../endpoints/processes.ts';
import {
  batchUpdateProductions,
  getProduction,
  listProductions,
  type ProductionSelection,
  type ProductionWorkflowStatusChange,
  setProductionWorkflowStatus,
  updateProduction,
} from '../endpoints/production.ts';
import { listTrackers } from '../endpoints/trackers.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { useApiMutation, useInfiniteList, useQuery } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';
import { preloadQuery } from '../swr/preloads.ts';

/** Lists whose rows show a production: the board, and the events, which embed theirs. */
const PRODUCTION_LISTS = [listProductions, listEvents, listBrandEvents];

const production = (id: number | string) => matchesCall(getProduction, { id });
const eventOf = (production: { readonly event_id: number }) =>
  matchesCall(getEvent, { id: production.event_id });

/**
 * The production board, page by page, for a month or a week (sent as dates) and the board's
 * filters; `null` waits: `useProductions({ month: '2026-11', in_work: true, sort: 'status' })`.
 */
export function useProductions(selection: ProductionSelection | null) {
  return useInfiniteList(
    listProductions,
    selection === null ? null : { query: toEventQuery(selection) },
  );
}

/** Starts useProductions(selection)'s first page before it renders (a route's preload). */
export function preloadProductions(client: HttpClient, selection: ProductionSelection) {
  return preloadQuery(client, listProductions, { query: toEventQuery(selection) });
}

/** One production with its event, process, assignees, offer, tracker and thread; `null` waits. */
export function useProduction(id: number | null) {
  return useQuery(getProduction, id === null ? null : { params: { id } });
}

/** Edits a production; the board, the production, its event and (for a tracker) the trackers refetch. */
export function useUpdateProduction() {
  return useApiMutation(updateProduction, ({ params, body }, updated) => [
    ...PRODUCTION_LISTS,
    production(params.id),
    eventOf(updated),
    ...(body.tracker_id === undefined ? [] : [listTrackers]),
  ]);
}

/** Applies the same fields to several productions (all or none); the board and each record refetch. */
export function useBatchUpdateProductions() {
  return useApiMutation(batchUpdateProductions, ({ body }, updated) => [
    ...PRODUCTION_LISTS,
    ...body.ids.map(production),
    ...updated.map(eventOf),
  ]);
}

/**
 * Sets one workflow's status by hand, the status typed by its workflow:
 * `await setStatus({ id, workflow: 'brief', status: 'sent' })`. The board, the production and
 * the process lists refetch.
 */
export function useSetProductionWorkflowStatus() {
  const mutation = useApiMutation(setProductionWorkflowStatus, ({ params }, updated) => [
    ...PRODUCTION_LISTS,
    production(params.id),
    eventOf(updated),
    listProcesses,
  ]);
  const { trigger } = mutation;
  const setStatus = useCallback(
    ({ id, workflow, status }: ProductionWorkflowStatusChange) =>
      trigger({ params: { id, workflow }, body: { status } }),
    [trigger],
  );
  return { ...mutation, trigger: setStatus };
}
