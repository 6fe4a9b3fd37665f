import { Button, intentLoader, useIntentLoaded } from '@airtime/design-system';
import type { SubjectType, ThreadSubject } from '@airtime/domain';
import { Tags } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { addTag, MAX_MESSAGE_TAGS } from './messageTags.ts';
import * as styles from './tags.css.ts';

// The chips and the search (React Aria's tag group and combobox) load on the first hover, focus
// or press of "Tag": a composer shows only the button until someone tags a message.
const partsLoader = intentLoader(() => import('./TagPickerParts.tsx'));

/** Loads the picker's chips and search ahead, e.g. with an editor that shows chips at once. */
export const preloadTagPicker = () => partsLoader.load();

export interface TagPickerProps {
  /** The records chosen so far, in the order chosen. */
  readonly value: readonly ThreadSubject[];
  readonly onChange: (tags: readonly ThreadSubject[]) => void;
  /** The thread's own record: its primary tag, never offered. */
  readonly threadSubject?: { readonly type: SubjectType; readonly id: number } | undefined;
}

/**
 * The records a message is tagged with: removable chips (Delete, Backspace or each chip's remove
 * button), and "Tag" opening a search of brands, creators and campaigns (and productions, for
 * agency staff) to add more, up to 20. A press before the search has loaded opens it once loaded.
 */
export function TagPicker({ value, onChange, threadSubject }: TagPickerProps) {
  const [isSearching, setSearching] = useState(false);
  const [parts, loadParts] = useIntentLoaded(partsLoader);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const isFull = value.length >= MAX_MESSAGE_TAGS;
  const hasTags = value.length > 0;

  // Chips given from outside (an editor's) need their code too.
  useEffect(() => {
    if (hasTags) loadParts();
  }, [hasTags, loadParts]);

  useEffect(() => {
    if (isSearching || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [isSearching]);

  const close = () => {
    returnFocus.current = true;
    setSearching(false);
  };

  return (
    <div className={styles.picker}>
      {hasTags && parts !== null && <parts.TagChips value={value} onChange={onChange} />}
      {isSearching && !isFull && parts !== null ? (
        <parts.TagSearch
          chosen={value}
          threadSubject={threadSubject}
          onAdd={(tag) => {
            const next = addTag(value, tag, threadSubject);
            onChange(next);
            if (next.length >= MAX_MESSAGE_TAGS) close();
          }}
          onClose={close}
        />
      ) : (
        // Stays, focused, until the search has loaded and takes its place.
        <Button
          ref={button}
          size="sm"
          variant="ghost"
          icon={<Tags />}
          isDisabled={isFull}
          onHoverStart={loadParts}
          onFocus={loadParts}
          onPress={() => {
            setSearching(true);
            loadParts();
          }}
        >
          {value.length === 0 ? 'Tag' : 'Add tag'}
        </Button>
      )}
      {isFull && <span className={styles.limit}>{`${MAX_MESSAGE_TAGS} tags at most.`}</span>}
    </div>
  );
}
