import type { Thread, ThreadSubscription, UserSummary } from '@airtime/domain';
import { createThreadSubscription, deleteThreadSubscription } from '../endpoints/subscriptions.ts';
import {
  callApi,
  type MessagingContext,
  type Outcome,
  onThread,
  runOptimistic,
  threadRef,
  unlessGone,
} from './operations.ts';
import { nextTemporaryId } from './temporaryIds.ts';
import { withoutSubscription, withSubscription } from './threadRecords.ts';

// Thread subscriptions optimistically (spec §4): on the cached thread at once, rolled back on
// failure. Agency staff may subscribe anyone who can read the thread, others only themselves.

/** Subscribes a user (oneself, or another user by id) to a thread. */
export function optimisticSubscribe(
  context: MessagingContext,
  thread: Pick<Thread, 'id'>,
  user: UserSummary,
): Promise<Outcome<ThreadSubscription>> {
  const { ledger } = context;
  const temporary: ThreadSubscription = {
    id: nextTemporaryId(),
    thread_id: thread.id,
    user_id: user.id,
    created_at: new Date().toISOString(),
    user,
  };
  return runOptimistic(context, {
    threadId: thread.id,
    changes: [
      {
        ref: threadRef(thread.id),
        // A user follows a thread once: an existing subscription stays as it is.
        change: onThread((shown) =>
          shown.subscriptions?.some((row) => row.user_id === user.id) === true
            ? shown
            : withSubscription(shown, temporary),
        ),
      },
    ],
    request: () =>
      callApi(context.client, createThreadSubscription, {
        params: { id: thread.id },
        body: { user_id: user.id },
      }),
    confirm: (saved) => {
      ledger.ids.resolve(temporary.id, { ok: true, id: saved.id });
      return [
        { ref: threadRef(thread.id), change: onThread((shown) => withSubscription(shown, saved)) },
      ];
    },
    failed: (error) => ledger.ids.resolve(temporary.id, { ok: false, error }),
  });
}

/** Ends a subscription (one's own, or as agency staff anyone's). */
export function optimisticUnsubscribe(
  context: MessagingContext,
  thread: Pick<Thread, 'id'>,
  subscription: Pick<ThreadSubscription, 'id'>,
): Promise<Outcome<void>> {
  const { ledger } = context;
  let subscriptionId = subscription.id;
  return runOptimistic(context, {
    threadId: thread.id,
    changes: [
      {
        ref: threadRef(thread.id),
        change: onThread((shown) =>
          withoutSubscription(shown, ledger.ids.currentId(subscription.id)),
        ),
      },
    ],
    request: () => {
      subscriptionId = ledger.ids.savedId(subscription.id);
      return unlessGone(
        callApi(context.client, deleteThreadSubscription, {
          params: { id: thread.id, subId: subscriptionId },
        }),
      );
    },
    confirm: () => [
      {
        ref: threadRef(thread.id),
        change: onThread((shown) => withoutSubscription(shown, subscriptionId)),
      },
    ],
  });
}
