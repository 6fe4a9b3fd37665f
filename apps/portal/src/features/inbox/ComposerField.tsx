import { Button, NativeTextArea } from '@airtime/design-system';
import { SendHorizontal } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import * as styles from './inbox.css.ts';

export interface ComposerFieldProps {
  /** The field's accessible name (hidden: the thread's heading says where it writes). */
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Enter in the field, or the Send button. */
  readonly onSend: (value: string) => void;
  readonly onKeyDown?: (event: KeyboardEvent) => void;
  /** While set, Send shows this and waits. */
  readonly pendingLabel?: string | undefined;
  /** Why the last send failed, under the field. */
  readonly error?: string | null;
}

/** A composer's text and Send: Enter sends, Shift+Enter breaks the line (spec §5). */
export function ComposerField({
  label,
  placeholder,
  value,
  onChange,
  onSend,
  onKeyDown,
  pendingLabel,
  error = null,
}: ComposerFieldProps) {
  return (
    <div className={styles.composerRow}>
      {/* Without React Aria's TextField: the home pages show a conversation at once. */}
      <NativeTextArea
        className={styles.composerField}
        label={label}
        isLabelHidden
        placeholder={placeholder}
        minRows={1}
        maxRows={8}
        value={value}
        onChange={onChange}
        onSubmit={onSend}
        {...(onKeyDown === undefined ? {} : { onKeyDown })}
        {...(error === null ? {} : { errorMessage: error })}
      />
      <Button
        variant="primary"
        icon={<SendHorizontal />}
        isDisabled={value.trim() === ''}
        isPending={pendingLabel !== undefined}
        {...(pendingLabel === undefined ? {} : { pendingLabel })}
        onPress={() => onSend(value)}
      >
        Send
      </Button>
    </div>
  );
}
