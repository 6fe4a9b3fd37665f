import type { SubjectType, Thread, ThreadListResponse, ThreadVisibility } from '@airtime/domain';
import { forbidden, notFound } from '../http/HttpError.ts';
import {
  type ListQuery,
  type ListSpec,
  paginate,
  readListQuery,
  toListResponse,
} from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { ErrorBag, v, validate } from '../http/validate.ts';
import { hasUnreadMessages } from '../messaging/readState.ts';
import {
  canSeeThread,
  findThread,
  subjectParties,
  THREAD_VISIBILITIES,
  threadChannels,
} from '../messaging/threadAccess.ts';
import { nameThreadSubject, type SubjectName, threadSubject } from '../messaging/threadSubjects.ts';
import { presentThread, presentThreadUpdate } from '../present/messages.ts';
import type { Store } from '../store/createStore.ts';
import { SUBJECT_TYPES, subjectExists } from '../store/subjects.ts';

// Threads (spec §7): one per record and visibility. Anyone who may read a thread may open it
// (README "Messaging"); creating one subscribes its creator and queues thread.updated. The list of
// every thread the user may read, each with its record named, is ours (the spec has none).

/** Whether a record can have a thread of this visibility: a brand or creator must be behind it. */
function visibilityFits(store: Store, type: SubjectType, id: number, visibility: ThreadVisibility) {
  if (visibility === 'internal') return true;
  const parties = subjectParties(store, type, id);
  return (visibility === 'brand' ? parties.brandIds : parties.creatorIds).length > 0;
}

/** A thread the user may read, with what the list filters, sorts and shows. */
interface ThreadRow {
  readonly id: number;
  readonly thread: Thread;
  readonly name: SubjectName;
  readonly unread: boolean;
}

/** An ISO date-time as a number: numbers compare far faster than strings over 2,000 threads. */
const time = (value: string | null) => (value === null ? null : Date.parse(value));

const THREAD_LIST: ListSpec<ThreadRow> = {
  sorts: {
    latest_message_at: (row) => time(row.thread.latest_message_at),
    created_at: (row) => time(row.thread.created_at),
    id: (row) => row.id,
  },
  defaultSort: '-latest_message_at',
};

/**
 * The list query with ties broken by id in the first field's direction. Threads without messages
 * (latest_message_at null) come after the others whatever the direction, as paging puts nulls.
 */
function readThreadListQuery(query: URLSearchParams): ListQuery {
  const read = readListQuery(query, THREAD_LIST);
  const sort = [...read.sort];
  if (!sort.some((part) => part.field === 'id'))
    sort.push({ field: 'id', descending: read.sort[0]?.descending ?? true });
  return { ...read, sort };
}

export const threadRoutes = [
  // Every thread the user may read, newest message first, each with its record named (ours).
  defineRoute({
    method: 'GET',
    path: '/api/threads',
    handle(context) {
      const { store, user, query } = context;
      const filters = readFilters(query, {
        subject_type: v.oneOf(SUBJECT_TYPES),
        visibility: v.list(v.oneOf(THREAD_VISIBILITIES), { max: 3 }),
        unread: v.boolean(),
        s: v.string({ max: 255 }),
        has_messages: v.boolean(),
      });
      const listQuery = readThreadListQuery(query);
      const needle = filters.s?.toLowerCase();
      const matching: ThreadRow[] = [];
      for (const thread of store.threads.all()) {
        if (filters.subject_type !== undefined && thread.subject_type !== filters.subject_type)
          continue;
        if (filters.visibility !== undefined && !filters.visibility.includes(thread.visibility))
          continue;
        if (
          filters.has_messages !== undefined &&
          (thread.latest_message_at !== null) !== filters.has_messages
        )
          continue;
        if (!canSeeThread(store, user, thread)) continue;
        const name = nameThreadSubject(store, thread);
        if (name === undefined) continue;
        if (needle !== undefined && !name.name.toLowerCase().includes(needle)) continue;
        const unread = hasUnreadMessages(store, thread, user);
        matching.push({ id: thread.id, thread, name, unread });
      }
      // How many are unread whatever `unread` asks, so a filter can show its count.
      const unreadCount = matching.reduce((count, row) => count + (row.unread ? 1 : 0), 0);
      const rows =
        filters.unread === undefined
          ? matching
          : matching.filter((row) => row.unread === filters.unread);
      const page = paginate(rows, listQuery, THREAD_LIST);
      const list = toListResponse(page, (row): Thread => {
        const subject = threadSubject(store, row.thread, row.name);
        return {
          ...presentThread(store, row.thread, user),
          ...(subject === null ? {} : { subject }),
        };
      });
      const response: ThreadListResponse = {
        ...list,
        meta: { ...list.meta, unread: unreadCount },
      };
      return json(response);
    },
  }),

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
      if (existing !== undefined) return json({ data: presentThreadUpdate(store, existing, user) });
      const now = context.nowIso();
      const thread = store.threads.insert({
        ...key,
        latest_message_at: null,
        has_unread_messages: false,
        created_at: now,
      });
      store.threadSubscriptions.insert({ thread_id: thread.id, user_id: user.id, created_at: now });
      const payload = presentThreadUpdate(store, thread, null);
      for (const channel of threadChannels(store, thread))
        context.publish(channel, 'thread.updated', payload);
      return json({ data: presentThreadUpdate(store, thread, user) }, 201);
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
      return json({ data: thread === undefined ? null : presentThreadUpdate(store, thread, user) });
    },
  }),
].map(anyRoute);
