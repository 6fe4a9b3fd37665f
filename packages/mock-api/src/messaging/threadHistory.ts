import type { SubjectType, Thread, ThreadVisibility } from '@airtime/domain';
import { PERSONAS } from '../seed/personas.ts';
import type { Store } from '../store/createStore.ts';
import { findThread } from './threadAccess.ts';

/** Minutes between two messages of a generated history: 5,000 of them span about five weeks. */
const STEP_MINUTES = 9;

const LINES: readonly string[] = [
  'Draft is in the folder, comments welcome.',
  'Confirmed with the creator for Thursday.',
  'Numbers from last week look good: views up, clicks steady.\nSharing the full report tomorrow.',
  'Can someone check the promo link? https://example.com/offer',
  'Brand approved the script with two small wording changes.',
  'Invoice sent.',
];

export interface ThreadHistoryInput {
  readonly subject_type: SubjectType;
  readonly subject_id: number;
  readonly visibility: ThreadVisibility;
  readonly count: number;
}

/**
 * Replaces a record's thread's messages with `count` generated ones ending now, oldest first, by
 * agency staff (and the brand or creator persona in a thread shared with them): a long thread for
 * benchmarks and paging tests. Creates the thread when the record has none. No broadcasts.
 */
export function seedThreadHistory(store: Store, input: ThreadHistoryInput, now: Date): Thread {
  const at = now.toISOString();
  const thread =
    findThread(store, input.subject_type, input.subject_id, input.visibility) ??
    store.threads.insert({
      subject_type: input.subject_type,
      subject_id: input.subject_id,
      visibility: input.visibility,
      latest_message_at: null,
      has_unread_messages: false,
      created_at: at,
    });
  for (const message of store.messages.lookup('thread_id', thread.id))
    store.messages.remove(message.id, at);

  const authors = [PERSONAS.superadmin.id, PERSONAS.admin.id, PERSONAS.ops.id];
  if (input.visibility === 'brand') authors.push(PERSONAS.brand.id);
  if (input.visibility === 'creator') authors.push(PERSONAS.creator.id);
  const tags = [{ id: thread.subject_id, type: thread.subject_type, is_primary: true }];
  let latest: string | null = null;
  for (let index = 0; index < input.count; index += 1) {
    const minutesAgo = (input.count - 1 - index) * STEP_MINUTES;
    latest = new Date(now.getTime() - minutesAgo * 60_000).toISOString();
    store.messages.insert({
      thread_id: thread.id,
      user_id: authors[index % authors.length] ?? PERSONAS.superadmin.id,
      body: `${LINES[index % LINES.length]} (#${index + 1})`,
      created_at: latest,
      updated_at: latest,
      deleted_at: null,
      tags,
      is_reply: false,
      parent_id: null,
      visibility: input.visibility,
      activity_log: null,
      is_read: true,
    });
  }
  return store.threads.update(thread.id, { latest_message_at: latest }) ?? thread;
}
