import { getTagsToSave, type Message, type MessageTag, type Thread } from '@airtime/domain';
import { type CallInput, type CallResult, callUrl } from '../endpoints/defineCall.ts';
import type { MessageTagInput } from '../endpoints/messages.ts';
import { getThread } from '../endpoints/threads.ts';
import { type ApiError, isApiError } from '../http/ApiError.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { revalidateCached } from '../swr/cacheUpdates.ts';
import type { AnyCall } from '../swr/createHooks.ts';
import type { FailedSend } from './failedSends.ts';
import type { MessagingLedger, PendingChange, RecordChange } from './ledger.ts';
import type { MessageRecordRef, ThreadRecordRef } from './records.ts';

/** What the optimistic writes need: the client to call and the ledger of the cache to show them in. */
export interface MessagingContext {
  readonly client: HttpClient;
  readonly ledger: MessagingLedger;
}

/** How an optimistic write ended; it never throws an ApiError, it answers it. */
export type Outcome<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly error: ApiError };

/** The thread fields an optimistic message needs (its primary tag and default visibility). */
export type ThreadRef = Pick<Thread, 'id' | 'subject_type' | 'subject_id' | 'visibility'>;

/** What the composer sends. */
export interface MessageDraft {
  readonly body: string;
  readonly parent_id?: number | null;
  readonly visibility?: Thread['visibility'];
  /** Primary tags are dropped (spec §5: the thread's subject is the server's to set). */
  readonly tags?: readonly MessageTagInput[];
}

/** A send's outcome; a failed one is also listed in the thread's failed sends, to retry or discard. */
export type SendOutcome =
  | { readonly ok: true; readonly data: Message }
  | { readonly ok: false; readonly error: ApiError; readonly failed: FailedSend };

/** Makes one declared call (client.request's own signature takes only calls without input). */
export function callApi<C extends AnyCall>(
  client: HttpClient,
  call: C,
  input: CallInput<C>,
): Promise<CallResult<C>> {
  const request = client.request as (call: AnyCall, input: unknown) => Promise<unknown>;
  return request(call, input) as Promise<CallResult<C>>;
}

/** A delete whose record is already gone (404) has done what it was asked. */
export async function unlessGone(request: Promise<unknown>): Promise<void> {
  try {
    await request;
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
  }
}

export const messageRef = (threadId: number, id: number): MessageRecordRef => ({
  kind: 'message',
  threadId,
  id,
});
export const threadRef = (threadId: number): ThreadRecordRef => ({ kind: 'thread', threadId });

/** A change of a message that leaves an absent one absent. */
export const onMessage =
  (change: (message: Message) => Message | null) =>
  (message: Message | null): Message | null =>
    message === null ? null : change(message);

/** A change of a thread that leaves one no cached answer holds alone. */
export const onThread =
  (change: (thread: Thread) => Thread) =>
  (thread: Thread | undefined): Thread | undefined =>
    thread === undefined ? undefined : change(thread);

/** The tags a write sends: non-primary ones only (domain getTagsToSave), each with is_primary false. */
export function tagsToSave(tags: readonly MessageTagInput[]): MessageTag[] {
  return getTagsToSave(
    tags.map((tag) => ({ id: tag.id, type: tag.type, is_primary: tag.is_primary ?? false })),
  );
}

export interface OptimisticWrite<T> {
  readonly threadId: number;
  readonly changes: Parameters<MessagingLedger['begin']>[0];
  /** The call; it runs after the thread's earlier writes ended, so temporary ids resolve. */
  readonly request: (pending: readonly PendingChange[]) => Promise<T>;
  /** What the server's answer confirms; the pending changes end with it. */
  readonly confirm?: (data: T) => readonly RecordChange[];
  /**
   * Instead of confirm: ends the pending changes itself after a success (and may call again),
   * still in the queue, before the thread's next write.
   */
  readonly after?: (data: T, pending: readonly PendingChange[]) => Promise<void> | void;
  /** Runs in the queue after a failure (the changes are already rolled back). */
  readonly failed?: (error: ApiError) => void;
}

/**
 * One optimistic write: shown at once, sent in its thread's queue, then confirmed with the
 * server's answer or rolled back (only its own change: others in flight stay).
 */
export function runOptimistic<T>(context: MessagingContext, write: OptimisticWrite<T>) {
  const { ledger } = context;
  const pending = ledger.begin(write.changes);
  return ledger.writes.run(write.threadId, async (): Promise<Outcome<T>> => {
    let data: T;
    try {
      data = await write.request(pending);
    } catch (error) {
      ledger.settle(pending);
      if (!isApiError(error)) throw error;
      write.failed?.(error);
      return { ok: false, error };
    }
    if (write.after === undefined) ledger.settle(pending, write.confirm?.(data));
    else await write.after(data, pending);
    return { ok: true, data };
  });
}

/**
 * Reloads a cached thread (latest_message_at after its newest message was deleted) inside the
 * queue, so no write of the thread is in flight and its answer is the whole truth. A few tries:
 * the fake's error rate may fail one.
 */
export async function refreshThread(context: MessagingContext, threadId: number): Promise<void> {
  const cached = context.ledger.shown(threadRef(threadId));
  if (cached === undefined || cached === null) return;
  const input = {
    params: { type: cached.subject_type, id: cached.subject_id, visibility: cached.visibility },
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fresh = await callApi(context.client, getThread, input);
      if (fresh === null || fresh.id !== threadId) return;
      const change = onThread((thread) => ({ ...thread, ...fresh }));
      context.ledger.settle([], [{ ref: threadRef(threadId), change }]);
      return;
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  }
  // Still failing: SWR refetches it when it can.
  const url = callUrl(getThread, input);
  void revalidateCached(context.ledger.cache, (candidate) => candidate === url);
}
