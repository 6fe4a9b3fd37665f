import type { Thread, ThreadSubscription } from '@airtime/domain';
import { getThread, listThreads } from '../endpoints/threads.ts';
import { matchesCall } from '../swr/keys.ts';

// Pure helpers for cached threads: a record's thread (getThread) carries its subscriptions, which
// the subscription hooks and `thread.updated` change. The thread list (listThreads, ours) holds
// many threads: the ledger never writes into it (see threadLists.ts for how it is kept current).

/** Whether a URL (or cache key) is a record's thread (getThread: type, id and visibility). */
export const isThreadUrl = /* @__PURE__ */ matchesCall(getThread);

/** Whether a URL (or cache key, pages of an infinite list included) is the thread list. */
export const isThreadListUrl = /* @__PURE__ */ matchesCall(listThreads);

function isThread(value: unknown): value is Thread {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    'subject_type' in value
  );
}

/** The thread held by a cached answer, when it is the one of this id. */
export function findThreadIn(data: unknown, threadId: number): Thread | undefined {
  return isThread(data) && data.id === threadId ? data : undefined;
}

/** A cached thread answer with the thread of this id replaced (merged: relations it lacks stay). */
export function applyThreadToData(data: unknown, thread: Thread): unknown {
  const cached = findThreadIn(data, thread.id);
  return cached === undefined || cached === thread ? data : { ...cached, ...thread };
}

/**
 * The thread with this subscription added, or the one of the same id or user replaced (a user
 * follows a thread once); embedded users already known stay.
 */
export function withSubscription(thread: Thread, subscription: ThreadSubscription): Thread {
  const subscriptions = thread.subscriptions ?? [];
  const index = subscriptions.findIndex(
    (row) => row.id === subscription.id || row.user_id === subscription.user_id,
  );
  if (index < 0) return { ...thread, subscriptions: [...subscriptions, subscription] };
  const next = [...subscriptions];
  next[index] = { ...subscriptions[index], ...subscription };
  return { ...thread, subscriptions: next };
}

/** The thread without the subscription of this id. */
export function withoutSubscription(thread: Thread, subscriptionId: number): Thread {
  const subscriptions = thread.subscriptions ?? [];
  if (!subscriptions.some((row) => row.id === subscriptionId)) return thread;
  return { ...thread, subscriptions: subscriptions.filter((row) => row.id !== subscriptionId) };
}
