import { REALTIME, useSendMessage } from '@airtime/api-client';
import { Button, IconButton, NativeSwitch, Stack } from '@airtime/design-system';
import type { Message, Thread, ThreadSubject, UserSummary } from '@airtime/domain';
import { X } from 'lucide-react';
import { memo, useState } from 'react';
import { TypingSignal } from '../presence/presenceGates.tsx';
import { ComposerField } from './ComposerField.tsx';
import * as styles from './inbox.css.ts';
import { authorName } from './MessageItem.tsx';
import { TagPicker } from './TagPicker.tsx';

export interface ComposerProps {
  readonly thread: Thread;
  readonly author: UserSummary;
  readonly subjectName: string;
  /** The message being answered; the next message is sent as its reply. */
  readonly replyTo: Message | null;
  readonly onCancelReply: () => void;
  /** Agency staff in a thread shared with a brand or creator may write an internal note. */
  readonly canWriteInternal: boolean;
}

/**
 * Memoized: the thread view renders again as each earlier page of messages loads, which the
 * composer (a text area, the tag picker) need not follow.
 */
export const Composer = memo(ComposerInner);

/**
 * Writes in a thread: Enter sends, Shift+Enter breaks the line (spec §5), with the records the
 * message is tagged with. A message shows at once; one the server refuses leaves the thread and
 * waits here with Retry and Discard, its text and tags kept.
 */
function ComposerInner({
  thread,
  author,
  subjectName,
  replyTo,
  onCancelReply,
  canWriteInternal,
}: ComposerProps) {
  const { trigger, failed } = useSendMessage(thread, author);
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [tags, setTags] = useState<readonly ThreadSubject[]>([]);

  function send(value: string) {
    const body = value.trim();
    if (body === '') return;
    setText('');
    setTags([]);
    onCancelReply();
    void trigger({
      body,
      // The thread's own record is the server's to add (spec §5).
      ...(tags.length === 0 ? {} : { tags: tags.map(({ type, id }) => ({ type, id })) }),
      ...(replyTo === null ? {} : { parent_id: replyTo.id }),
      ...(canWriteInternal && internal ? { visibility: 'internal' as const } : {}),
    });
  }

  return (
    <Stack space="sm" className={styles.composer}>
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
      {replyTo !== null && (
        <div className={styles.replyBar}>
          <span className={styles.failedText}>
            {`Replying to ${authorName(replyTo, author.id)}: ${replyTo.body}`}
          </span>
          <IconButton size="sm" label="Cancel reply" icon={<X />} onPress={onCancelReply} />
        </div>
      )}
      <ComposerField
        label={replyTo === null ? `Message ${subjectName}` : `Reply in ${subjectName}`}
        placeholder="Write a message. Enter sends, Shift+Enter adds a line."
        value={text}
        onChange={setText}
        onSend={send}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && replyTo !== null) onCancelReply();
        }}
      />
      {/* The others see "… is typing" while the field holds text (issue 23). */}
      <TypingSignal channel={REALTIME.channels.presence('thread', thread.id)} text={text} />
      <div className={styles.composerRow}>
        <TagPicker
          value={tags}
          onChange={setTags}
          threadSubject={{ type: thread.subject_type, id: thread.subject_id }}
        />
      </div>
      {canWriteInternal && (
        <NativeSwitch isSelected={internal} onChange={setInternal}>
          Internal note (agency only)
        </NativeSwitch>
      )}
    </Stack>
  );
}
