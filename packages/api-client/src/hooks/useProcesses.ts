import {
  applyTransition,
  canApplyTransition,
  type Process,
  type ProcessTransitionResult,
} from '@airtime/domain';
import { useCallback } from 'react';
import { getBrandEvent, listBrandEvents } from '../endpoints/brandApp.ts';
import { getCampaign, listCampaigns } from '../endpoints/campaigns.ts';
import { getCreator, listCreators } from '../endpoints/creators.ts';
import { callUrl } from '../endpoints/defineCall.ts';
import { getEvent, listEvents } from '../endpoints/events.ts';
import {
  applyProcessTransition,
  listProcesses,
  type ProcessListQuery,
  type ProcessTransitionAnswer,
} from '../endpoints/processes.ts';
import { getProduction, listProductions } from '../endpoints/production.ts';
import { ApiError } from '../http/ApiError.ts';
import { type ApiCache, revalidateCached, updateCached } from '../swr/cacheUpdates.ts';
import { useApiCache, useApiMutation, useInfiniteList } from '../swr/createHooks.ts';
import { matchesAny, matchesCall } from '../swr/keys.ts';

/** Cached answers that may hold a process: processes, and the records that embed theirs. */
const holdsProcess = /* @__PURE__ */ matchesAny([
  listProcesses,
  listProductions,
  getProduction,
  listEvents,
  getEvent,
  listBrandEvents,
  getBrandEvent,
  listCampaigns,
  getCampaign,
  listCreators,
  getCreator,
]);

/**
 * The processes, page by page: `useProcesses({ subject_type: 'campaign', subject_id: [1, 2] })`;
 * `null` waits (a record that embeds its process needs no list).
 */
export function useProcesses(query?: ProcessListQuery | null) {
  return useInfiniteList(
    listProcesses,
    query === null ? null : query === undefined ? {} : { query },
  );
}

/** What useApplyTransition's trigger takes: the process as the screen has it, and the move. */
export interface TransitionRequest {
  readonly process: Process;
  readonly workflow: string;
  readonly transition: string;
}

/**
 * Applies a workflow transition (spec §4): refused before any request when the process does not
 * offer it (an ApiError like the server's 422, `fieldError('transition')`); on success the answer
 * replaces the process in every cached answer and, for a campaign, merges into the campaign:
 * `await apply({ process, workflow: 'plan', transition: 'approved' })`.
 */
export function useApplyTransition() {
  const cache = useApiCache();
  const mutation = useApiMutation(applyProcessTransition);
  const { trigger } = mutation;
  const apply = useCallback(
    async ({ process, workflow, transition }: TransitionRequest) => {
      if (!canApplyTransition(process, workflow, transition))
        throw refusal(process, workflow, transition);
      const result = await trigger({ params: { id: process.id }, body: { workflow, transition } });
      await mergeTransition(cache, result);
      return result;
    },
    [cache, trigger],
  );
  return { ...mutation, trigger: apply };
}

/** The refusal the server would answer, so screens show one message either way. */
function refusal(process: Process, workflow: string, transition: string): ApiError {
  const message = `The transition ${transition} is not available for the ${workflow} workflow.`;
  return new ApiError({
    kind: 'http',
    status: 422,
    message,
    type: 'transition_unavailable',
    errors: { transition: [message] },
    method: applyProcessTransition.method,
    url: callUrl(applyProcessTransition, { params: { id: process.id } }),
  });
}

/**
 * Puts a transition's answer into the cache: the process wherever it is cached or embedded, the
 * campaign's fields into the campaign; then the campaign lists refetch, since a new planning
 * group or status can move a campaign to another column.
 */
async function mergeTransition(cache: ApiCache, result: ProcessTransitionAnswer) {
  await updateCached(cache, holdsProcess, (data) => mergeInto(data, result));
  if (result.subject !== null) await revalidateCached(cache, matchesCall(listCampaigns));
}

type Row = Readonly<Record<string, unknown>>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The cached answer with the transition applied wherever the process appears; the same object when it does not. */
function mergeInto(data: unknown, result: ProcessTransitionAnswer): unknown {
  if (Array.isArray(data)) {
    const merged = data.map((item: unknown) => mergeInto(item, result));
    return merged.some((item, index) => item !== data[index]) ? merged : data;
  }
  if (!isRow(data)) return data;
  const { process } = result;
  // A process itself (it has workflows; a campaign or production with the same id does not).
  if ('workflows' in data && data.id === process.id) return process;
  let row = data;
  // A list page: its rows.
  if (Array.isArray(row.data) && 'links' in row) {
    const rows = mergeInto(row.data, result);
    return rows === row.data ? row : { ...row, data: rows };
  }
  // The subject of the process: the domain's rule replaces the process and merges a campaign's fields.
  if (isRow(row.process) && row.process.id === process.id)
    row = applyTransition(row, result as ProcessTransitionResult<Row>);
  // A creator embeds its conversion process under another name.
  if (isRow(row.conversionProcess) && row.conversionProcess.id === process.id)
    row = { ...row, conversionProcess: process };
  // An event embeds its production, which embeds its process.
  if (isRow(row.production)) {
    const production = mergeInto(row.production, result);
    if (production !== row.production) row = { ...row, production };
  }
  return row;
}
