import { Stack } from '@airtime/design-system';
import { useState } from 'react';
import { ComposerField } from './ComposerField.tsx';
import * as styles from './inbox.css.ts';

export interface FirstMessageProps {
  /** The field's name, e.g. "First message with the brand". */
  readonly label: string;
  /** Starts the conversation with this text; resolves false when it could not (the text stays). */
  readonly onSend: (body: string) => Promise<boolean>;
  readonly isSending: boolean;
  /** Why the last start failed, under the field. */
  readonly error: string | null;
}

/**
 * The composer of a record without a conversation yet: Enter sends, Shift+Enter breaks the line,
 * as in a thread. Sending creates the conversation, then the message goes in it.
 */
export function FirstMessage({ label, onSend, isSending, error }: FirstMessageProps) {
  const [text, setText] = useState('');

  async function send(value: string) {
    const body = value.trim();
    if (body === '' || isSending) return;
    if (await onSend(body)) setText('');
  }

  return (
    <Stack space="sm" className={styles.composer}>
      <ComposerField
        label={label}
        placeholder="Write the first message. Enter sends, Shift+Enter adds a line."
        value={text}
        onChange={setText}
        onSend={(value) => void send(value)}
        pendingLabel={isSending ? 'Starting the conversation' : undefined}
        error={error}
      />
    </Stack>
  );
}
