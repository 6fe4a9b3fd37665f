import type { SubjectType, ThreadVisibility } from '@airtime/domain';
import { one, optionalOne } from '../decode/decoders.ts';
import { threadModel } from '../models/messaging.ts';
import { defineCall } from './defineCall.ts';

// Threads (spec §7): one conversation per record and visibility. Agency staff read every thread;
// brand and creator users the threads of their visibility about their own records.

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
