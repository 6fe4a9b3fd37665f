import type { SubjectType, Thread, ThreadVisibility } from '@airtime/domain';
import { forbidden, notFound } from '../http/HttpError.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { ErrorBag, v, validate } from '../http/validate.ts';
import {
  canSeeThread,
  subjectParties,
  THREAD_VISIBILITIES,
  threadChannels,
} from '../messaging/threadAccess.ts';
import { presentThread } from '../present/messages.ts';
import type { Store } from '../store/createStore.ts';
import { subjectKey } from '../store/subjectKey.ts';
import { SUBJECT_TYPES, subjectExists } from '../store/subjects.ts';

// Threads (spec §7): one per record and visibility. Anyone who may read a thread may open it
// (README "Messaging"); creating one subscribes its creator and queues thread.updated.

/** The thread of a record and visibility, if it has one. */
export function findThread(
  store: Store,
  type: SubjectType,
  id: number,
  visibility: ThreadVisibility,
): Thread | undefined {
  return store.threads
    .lookup('subject', subjectKey(type, id))
    .find((thread) => thread.visibility === visibility);
}

/** Whether a record can have a thread of this visibility: a brand or creator must be behind it. */
function visibilityFits(store: Store, type: SubjectType, id: number, visibility: ThreadVisibility) {
  if (visibility === 'internal') return true;
  const parties = subjectParties(store, type, id);
  return (visibility === 'brand' ? parties.brandIds : parties.creatorIds).length > 0;
}

export const threadRoutes = [
  // Opening a record's conversation creates it on first use; an existing one is answered as is (200).
  defineRoute({
    method: 'POST',
    path: '/api/threads',
    async handle(context) {
      const { store, user } = context;
      const input = validate(await context.body(), {
        subject_type: v.oneOf(SUBJECT_TYPES).required(),
        subject_id: v.id().required(),
        visibility: v.oneOf(THREAD_VISIBILITIES),
      });
      const visibility = input.visibility ?? 'internal';
      const errors = new ErrorBag();
      if (!subjectExists(store, input.subject_type, input.subject_id))
        errors.add('subject_id', 'The selected subject id is invalid.');
      else if (!visibilityFits(store, input.subject_type, input.subject_id, visibility))
        errors.add(
          'visibility',
          `A ${input.subject_type.replace('_', ' ')} has no ${visibility} side to share with.`,
        );
      errors.throwIfAny();
      const key = { subject_type: input.subject_type, subject_id: input.subject_id, visibility };
      if (!canSeeThread(store, user, key)) forbidden('You cannot open this conversation.');
      const existing = findThread(store, input.subject_type, input.subject_id, visibility);
      if (existing !== undefined) return json({ data: presentThread(store, existing, user) });
      const now = context.nowIso();
      const thread = store.threads.insert({
        ...key,
        latest_message_at: null,
        has_unread_messages: false,
        created_at: now,
      });
      store.threadSubscriptions.insert({ thread_id: thread.id, user_id: user.id, created_at: now });
      const payload = presentThread(store, thread, null);
      for (const channel of threadChannels(store, thread))
        context.publish(channel, 'thread.updated', payload);
      return json({ data: presentThread(store, thread, user) }, 201);
    },
  }),

  // A record's thread of one visibility; `data` is null while the record has none (POST creates it).
  defineRoute({
    method: 'GET',
    path: '/api/threads/:type/:id/:visibility',
    handle(context) {
      const { store, user, params } = context;
      const type = SUBJECT_TYPES.find((candidate) => candidate === params.type);
      const visibility = THREAD_VISIBILITIES.find((candidate) => candidate === params.visibility);
      if (type === undefined) notFound('Subject type', params.type.slice(0, 40));
      if (visibility === undefined) notFound('Thread visibility', params.visibility.slice(0, 40));
      const id = context.id('id');
      if (!subjectExists(store, type, id))
        notFound(
          type.replace('_', ' ').replace(/^./, (c) => c.toUpperCase()),
          id,
        );
      if (!canSeeThread(store, user, { subject_type: type, subject_id: id, visibility }))
        forbidden('You do not have access to this thread.');
      const thread = findThread(store, type, id, visibility);
      return json({ data: thread === undefined ? null : presentThread(store, thread, user) });
    },
  }),
].map(anyRoute);
