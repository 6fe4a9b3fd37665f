import { Button, Inline, Stack, TextArea } from '@airtime/design-system';
import type { SubjectType, ThreadSubject } from '@airtime/domain';
import { useState } from 'react';
import { TagPicker } from './TagPicker.tsx';

/**
 * Edits a message in place, its text and its tags (not the primary one, the thread's): Enter
 * saves, Shift+Enter breaks the line, Escape cancels.
 */
export function MessageEditor({
  initial,
  initialTags = [],
  threadSubject,
  onSave,
  onCancel,
}: {
  readonly initial: string;
  /** Its tags but the primary one, named. */
  readonly initialTags?: readonly ThreadSubject[];
  /** The thread's record (the primary tag), never offered as a tag. */
  readonly threadSubject?: { readonly type: SubjectType; readonly id: number } | undefined;
  readonly onSave: (body: string, tags: readonly ThreadSubject[]) => void;
  readonly onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const [tags, setTags] = useState(initialTags);
  return (
    // Escape anywhere in the editor cancels it.
    <Stack
      space="xs"
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
        onSubmit={(value) => onSave(value, tags)}
      />
      <TagPicker value={tags} onChange={setTags} threadSubject={threadSubject} />
      <Inline space="xs" align="end">
        <Button size="sm" variant="ghost" onPress={onCancel}>
          Cancel
        </Button>
        <Button
          size="sm"
          variant="primary"
          isDisabled={text.trim() === ''}
          onPress={() => onSave(text, tags)}
        >
          Save
        </Button>
      </Inline>
    </Stack>
  );
}
