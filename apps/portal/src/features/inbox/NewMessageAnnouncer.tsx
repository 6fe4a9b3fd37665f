import { visuallyHidden } from '@airtime/design-system';
import { isTemporaryId, type Message } from '@airtime/domain';
import { useEffect, useRef, useState } from 'react';
import { authorName } from './MessageItem.tsx';

/**
 * Tells screen readers about a message from someone else arriving at the bottom of the open
 * thread. The timeline itself is not live: its rows come and go as the reader scrolls.
 */
export function NewMessageAnnouncer({
  newest,
  meId,
}: {
  readonly newest: Message | undefined;
  readonly meId: number | null;
}) {
  const [text, setText] = useState('');
  // The newest message when the thread opened is not news.
  const seen = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    const id = newest?.id ?? null;
    if (seen.current === undefined) {
      seen.current = id;
      return;
    }
    if (newest === undefined || id === seen.current) return;
    seen.current = id;
    if (newest.user_id === meId || isTemporaryId(newest.id)) return;
    const what = newest.activity_log === null ? newest.body : newest.activity_log.description;
    setText(`New message from ${authorName(newest, meId)}: ${what}`);
  }, [newest, meId]);

  return (
    <div role="status" className={visuallyHidden}>
      {text}
    </div>
  );
}
