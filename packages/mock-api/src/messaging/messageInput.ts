import { getTagsToSave, type MessageTag, type Thread } from '@airtime/domain';
import { validateNested } from '../handlers/nested.ts';
import { type ErrorBag, v } from '../http/validate.ts';
import type { Store } from '../store/createStore.ts';
import { SUBJECT_TYPES, subjectExists } from '../store/subjects.ts';
import { primaryTag } from './postMessage.ts';

/** The most tags a message carries besides its primary one. */
export const MAX_MESSAGE_TAGS = 20;

/**
 * The tags a message saves: the thread's subject first as the primary tag (set by the server),
 * then the tags sent, primary ones left out as the domain's getTagsToSave does (spec §5), each
 * once and each pointing at a record that exists (else `tags.{n}` errors).
 */
export function readMessageTags(
  store: Store,
  thread: Pick<Thread, 'subject_type' | 'subject_id'>,
  raw: readonly unknown[],
  errors: ErrorBag,
): MessageTag[] {
  const sent: Array<MessageTag & { index: number }> = [];
  raw.forEach((entry, index) => {
    const tag = validateNested(
      entry,
      `tags.${index}`,
      { id: v.id().required(), type: v.oneOf(SUBJECT_TYPES).required(), is_primary: v.boolean() },
      errors,
    );
    if (tag !== undefined)
      sent.push({ id: tag.id, type: tag.type, is_primary: tag.is_primary ?? false, index });
  });
  const primary = primaryTag(thread);
  const out: MessageTag[] = [primary];
  const seen = new Set([`${primary.type}:${primary.id}`]);
  for (const tag of getTagsToSave(sent) as Array<MessageTag & { index: number }>) {
    if (!subjectExists(store, tag.type, tag.id)) {
      errors.add(`tags.${tag.index}.id`, `The selected tags.${tag.index}.id is invalid.`);
      continue;
    }
    const key = `${tag.type}:${tag.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ id: tag.id, type: tag.type, is_primary: false });
  }
  return out;
}
