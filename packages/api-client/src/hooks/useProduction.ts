import { useCallback } from 'react';
import { toEventQuery } from '../endpoints/events.ts';
import {
  batchUpdateProductions,
  getProduction,
  listProductions,
  type ProductionSelection,
  type ProductionWorkflowStatusChange,
  setProductionWorkflowStatus,
  updateProduction,
} from '../endpoints/production.ts';
import { useApiMutation, useInfiniteList, useQuery } from '../swr/createHooks.ts';

/** Lists whose rows show a production: the board, and the events, which embed theirs. */
const PRODUCTION_LISTS = ['/api/event-production', '/api/new-events', '/api/brand/events'];

const productionPath = (id: number | string) => `/api/event-production/${id}`;
const eventPath = (id: number) => `/api/new-events/${id}`;

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

/** One production with its event, process, assignees, offer, tracker and thread; `null` waits. */
export function useProduction(id: number | null) {
  return useQuery(getProduction, id === null ? null : { params: { id } });
}

/** Edits a production; the board, the production, its event and (for a tracker) the trackers refetch. */
export function useUpdateProduction() {
  return useApiMutation(updateProduction, ({ params, body }, production) => [
    ...PRODUCTION_LISTS,
    productionPath(params.id),
    eventPath(production.event_id),
    ...(body.tracker_id === undefined ? [] : ['/api/trackers']),
  ]);
}

/** Applies the same fields to several productions (all or none); the board and each record refetch. */
export function useBatchUpdateProductions() {
  return useApiMutation(batchUpdateProductions, ({ body }, productions) => [
    ...PRODUCTION_LISTS,
    ...body.ids.map(productionPath),
    ...productions.map((production) => eventPath(production.event_id)),
  ]);
}

/**
 * Sets one workflow's status by hand, the status typed by its workflow:
 * `await setStatus({ id, workflow: 'brief', status: 'sent' })`. The board, the production and
 * the process lists refetch.
 */
export function useSetProductionWorkflowStatus() {
  const mutation = useApiMutation(setProductionWorkflowStatus, ({ params }, production) => [
    ...PRODUCTION_LISTS,
    productionPath(params.id),
    eventPath(production.event_id),
    '/api/processes',
  ]);
  const { trigger } = mutation;
  const setStatus = useCallback(
    ({ id, workflow, status }: ProductionWorkflowStatusChange) =>
      trigger({ params: { id, workflow }, body: { status } }),
    [trigger],
  );
  return { ...mutation, trigger: setStatus };
}
