import type { Thread, ThreadSubscription, UserSummary } from '@airtime/domain';
import type { MessagingContext } from '../messaging/operations.ts';
import { optimisticSubscribe, optimisticUnsubscribe } from '../messaging/subscriptionOperations.ts';
import { type OptimisticCallbacks, useOptimisticAction } from '../messaging/useOptimisticAction.ts';

/**
 * Subscribes a user to a thread (`trigger(thread, user)`: oneself, or as agency staff anyone who
 * may read it): in the cached thread's subscriptions at once, rolled back on failure.
 */
export function useSubscribe(
  callbacks?: OptimisticCallbacks<[Pick<Thread, 'id'>, UserSummary], ThreadSubscription>,
) {
  return useOptimisticAction(
    (context: MessagingContext, thread: Pick<Thread, 'id'>, user: UserSummary) =>
      optimisticSubscribe(context, thread, user),
    callbacks,
  );
}

/** Ends a subscription (`trigger(thread, subscription)`): gone at once, back on failure. */
export function useUnsubscribe(
  callbacks?: OptimisticCallbacks<[Pick<Thread, 'id'>, Pick<ThreadSubscription, 'id'>], void>,
) {
  return useOptimisticAction(optimisticUnsubscribe, callbacks);
}
