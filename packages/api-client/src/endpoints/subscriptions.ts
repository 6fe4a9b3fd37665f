import { nothing, one } from '../decode/decoders.ts';
import { threadSubscriptionModel } from '../models/messaging.ts';
import { defineCall } from './defineCall.ts';

// Thread subscriptions (spec §7): who is notified of a thread's new messages. Anyone who reads a
// thread subscribes or unsubscribes themself; agency staff also anyone else who may read it.

export interface ThreadSubscriptionInput {
  /** The user to subscribe: oneself, or (agency staff) another user who may read the thread. */
  readonly user_id: number;
}

/** POST /api/thread/:id/subscriptions: 201 with the subscription (its user embedded), 200 if it exists. */
export const createThreadSubscription = /* @__PURE__ */ defineCall<
  never,
  ThreadSubscriptionInput
>()({
  method: 'POST',
  path: '/api/thread/:id/subscriptions',
  decode: one(threadSubscriptionModel),
});

/** DELETE /api/thread/:id/subscriptions/:subId: 204. */
export const deleteThreadSubscription = /* @__PURE__ */ defineCall()({
  method: 'DELETE',
  path: '/api/thread/:id/subscriptions/:subId',
  decode: nothing,
});
