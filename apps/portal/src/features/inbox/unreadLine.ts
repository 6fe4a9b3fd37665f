import { isTemporaryId, type Message } from '@airtime/domain';

/**
 * The message a thread's "New" line goes above: the first, oldest first, that the reader had not
 * read, never one of their own (always read) or one still sending. None when every loaded message
 * is new and earlier pages remain: where the new ones start is not known.
 */
export function getFirstUnreadId(
  oldestFirst: readonly Pick<Message, 'id' | 'user_id' | 'is_read'>[],
  meId: number | null,
  hasEarlier: boolean,
): number | null {
  const index = oldestFirst.findIndex(
    (message) => !message.is_read && message.user_id !== meId && !isTemporaryId(message.id),
  );
  if (index < 0 || (index === 0 && hasEarlier)) return null;
  return oldestFirst[index]?.id ?? null;
}
