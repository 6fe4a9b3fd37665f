import { useSendMessage } from '@airtime/api-client';
import { Button, TextArea } from '@airtime/design-system';
import type { Thread, UserSummary } from '@airtime/domain';
import { SendHorizontal } from 'lucide-react';
import { useState } from 'react';
import * as styles from './inbox.css.ts';

/**
 * Writes in a thread: Enter sends, Shift+Enter breaks the line (spec §5). A message shows at once;
 * one the server refuses leaves the thread and waits here with Retry and Discard, its text kept.
 */
export function Composer({
  thread,
  author,
  subjectName,
}: {
  readonly thread: Thread;
  readonly author: UserSummary;
  readonly subjectName: string;
}) {
  const { trigger, failed } = useSendMessage(thread, author);
  const [text, setText] = useState('');

  function send(value: string) {
    const body = value.trim();
    if (body === '') return;
    setText('');
    void trigger({ body });
  }

  return (
    <div className={styles.composer}>
      {failed.length > 0 && (
        <ul className={styles.threadList} aria-label="Messages not sent">
          {failed.map((message) => (
            <li key={message.id} className={styles.failed} role="alert">
              <span className={styles.failedText}>
                {`Not sent: “${message.draft.body}”. ${message.error.message}`}
              </span>
              <Button size="sm" onPress={() => void message.retry()}>
                Retry
              </Button>
              <Button size="sm" variant="ghost" onPress={() => message.discard()}>
                Discard
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.composerRow}>
        <TextArea
          className={styles.composerField}
          label={`Message ${subjectName}`}
          isLabelHidden
          placeholder="Write a message. Enter sends, Shift+Enter adds a line."
          minRows={1}
          maxRows={8}
          value={text}
          onChange={setText}
          onSubmit={send}
        />
        <Button
          variant="primary"
          icon={<SendHorizontal />}
          isDisabled={text.trim() === ''}
          onPress={() => send(text)}
        >
          Send
        </Button>
      </div>
    </div>
  );
}
