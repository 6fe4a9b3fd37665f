import type { Thread } from '@airtime/domain';
import { getAppType } from '@airtime/domain';
import { fieldError, forbidden, found, notFound } from '../http/HttpError.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, defineRoute, type UserContext } from '../http/route.ts';
import { v, validate } from '../http/validate.ts';
import { canSeeThread, threadChannels, visibleThread } from '../messaging/threadAccess.ts';
import { presentSubscription, presentThreadUpdate } from '../present/messages.ts';
import { notifyUser } from '../realtime/notify.ts';

// Thread subscriptions (spec §7): who is notified of a thread's new messages. Anyone who may read
// a thread subscribes or unsubscribes themself; agency staff also anyone else who may read it
// (who is then notified). Each change queues thread.updated with the new subscriber list.

const isAgency = (context: UserContext<string>) =>
  getAppType(context.user.business_role) === 'agency';

function publishThread(context: UserContext<string>, thread: Thread): void {
  const payload = presentThreadUpdate(context.store, thread, null, false);
  for (const channel of threadChannels(context.store, thread))
    context.publish(channel, 'thread.updated', payload);
}

export const subscriptionRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/thread/:id/subscriptions',
    async handle(context) {
      const { store, user } = context;
      const thread = visibleThread(context, context.id('id'));
      const input = validate(await context.body(), { user_id: v.id().required() });
      if (input.user_id !== user.id && !isAgency(context))
        forbidden('You can only subscribe yourself.');
      const target = store.users.get(input.user_id);
      if (target === undefined || !canSeeThread(store, target, thread))
        fieldError('user_id', 'The selected user id is invalid.');
      const existing = store.threadSubscriptions
        .lookup('thread_id', thread.id)
        .find((subscription) => subscription.user_id === target.id);
      if (existing !== undefined) return json({ data: presentSubscription(store, existing) });
      const subscription = store.threadSubscriptions.insert({
        thread_id: thread.id,
        user_id: target.id,
        created_at: context.nowIso(),
      });
      if (target.id !== user.id) {
        notifyUser(context, target.id, {
          type: 'subscribed',
          title: `${user.firstname} ${user.lastname} added you to a ${thread.subject_type.replace('_', ' ')} thread`,
          subject_type: thread.subject_type,
          subject_id: thread.subject_id,
          thread_visibility: thread.visibility,
        });
      }
      publishThread(context, thread);
      return json({ data: presentSubscription(store, subscription) }, 201);
    },
  }),

  defineRoute({
    method: 'DELETE',
    path: '/api/thread/:id/subscriptions/:subId',
    handle(context) {
      const { store, user } = context;
      const thread = visibleThread(context, context.id('id'));
      const subscriptionId = context.id('subId');
      const subscription = found(
        store.threadSubscriptions.get(subscriptionId),
        'Subscription',
        subscriptionId,
      );
      if (subscription.thread_id !== thread.id) notFound('Subscription', subscriptionId);
      if (subscription.user_id !== user.id && !isAgency(context))
        forbidden('You can only unsubscribe yourself.');
      store.threadSubscriptions.remove(subscription.id, context.nowIso());
      publishThread(context, thread);
      return noContent();
    },
  }),
].map(anyRoute);
