import { Button, TextArea } from '@airtime/design-system';
import { useState } from 'react';
import * as styles from './message.css.ts';

/** Edits a message in place: Enter saves, Shift+Enter breaks the line, Escape cancels. */
export function MessageEditor({
  initial,
  onSave,
  onCancel,
}: {
  readonly initial: string;
  readonly onSave: (body: string) => void;
  readonly onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the editor cancels it
    <div
      className={styles.editor}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <TextArea
        label="Edit message"
        isLabelHidden
        autoFocus
        minRows={1}
        maxRows={8}
        value={text}
        onChange={setText}
        onSubmit={onSave}
      />
      <div className={styles.editorActions}>
        <Button size="sm" variant="ghost" onPress={onCancel}>
          Cancel
        </Button>
        <Button
          size="sm"
          variant="primary"
          isDisabled={text.trim() === ''}
          onPress={() => onSave(text)}
        >
          Save
        </Button>
      </div>
    </div>
  );
}
