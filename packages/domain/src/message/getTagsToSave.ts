import type { MessageTag } from '../model/Message.ts';

/** The tags a message save sends: the primary tag is the thread's own subject, never edited (spec §5). */
export function getTagsToSave(tags: readonly MessageTag[]): MessageTag[] {
  return tags.filter((tag) => !tag.is_primary);
}
