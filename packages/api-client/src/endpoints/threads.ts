import type { SubjectType, Thread, ThreadListMeta, ThreadVisibility } from '@airtime/domain';
import * as v from 'valibot';
import { type Decoder, type ListPage, list, one, optionalOne, shape } from '../decode/decoders.ts';
import { threadModel } from '../models/messaging.ts';
import { defineCall } from './defineCall.ts';

// Threads (spec §7): one conversation per record and visibility. Agency staff read every thread;
// brand and creator users the threads of their visibility about their own records. The list of
// them all is ours (the spec reads one record's thread at a time; mock-api README "Messaging").

/** Sort of the thread list; the default '-latest_message_at' is newest message first. */
export type ThreadSort = 'latest_message_at' | '-latest_message_at' | 'created_at' | '-created_at';

export interface ThreadListQuery {
  /** Threads about records of this type. */
  readonly subject_type?: SubjectType;
  readonly visibility?: readonly ThreadVisibility[];
  /** Only the threads with (true) or without (false) something unread for the signed-in user. */
  readonly unread?: boolean;
  /** Only the threads with (true) or without (false) any message. */
  readonly has_messages?: boolean;
  /** Text in the subject's name, any case. */
  readonly s?: string;
  /** Threads without messages come last whatever the order. */
  readonly sort?: ThreadSort;
  /** 1 to 100, default 25. */
  readonly per_page?: number;
  readonly cursor?: string;
}

/** A page of threads, each with its `subject`; `meta.unread` counts the unread ones of the filters. */
export interface ThreadListPage extends ListPage<Thread> {
  readonly meta: ThreadListMeta;
}

const unreadOf = shape(
  v.looseObject({ meta: v.looseObject({ unread: v.number() }) }),
  'a thread list',
);
const threadPage = list(threadModel);

/** The thread list envelope: list(threadModel) plus `meta.unread`. */
export const threadList: Decoder<ThreadListPage> = (raw, warn) => {
  const page = threadPage(raw, warn);
  return { ...page, meta: { ...page.meta, unread: unreadOf(raw, warn).meta.unread } };
};

/**
 * GET /api/threads (ours): every thread the signed-in user may read, newest message first, each
 * with its record named (`subject`), as getThread answers it otherwise.
 */
export const listThreads = /* @__PURE__ */ defineCall<ThreadListQuery>()({
  method: 'GET',
  path: '/api/threads',
  decode: threadList,
});

/** Opens a record's conversation: the server creates it on first use and subscribes its creator. */
export interface ThreadInput {
  readonly subject_type: SubjectType;
  readonly subject_id: number;
  /** Default 'internal'; 'brand' or 'creator' need a brand or creator behind the record (else 422). */
  readonly visibility?: ThreadVisibility;
}

/** POST /api/threads: 201 with the new thread, or 200 with the one the record already has. */
export const createThread = /* @__PURE__ */ defineCall<never, ThreadInput>()({
  method: 'POST',
  path: '/api/threads',
  decode: one(threadModel),
});

/**
 * GET /api/threads/:type/:id/:visibility: the record's thread with its subscriptions, or null while
 * the record has none (createThread makes it).
 */
export const getThread = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/threads/:type/:id/:visibility',
  decode: optionalOne(threadModel),
});
