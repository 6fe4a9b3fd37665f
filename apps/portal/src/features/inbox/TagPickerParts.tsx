import { Avatar, ComboBox, ComboBoxItem, Tag, TagGroup } from '@airtime/design-system';
import type { ThreadSubject } from '@airtime/domain';
import { useEffect, useRef, useState } from 'react';
import { useMatches } from 'react-router';
import { appTypeOf } from '../../app/routeHandle.ts';
import { removeTag, tagKey } from './messageTags.ts';
import type { TagPickerProps } from './TagPicker.tsx';
import * as styles from './tags.css.ts';
import { useTagSearch } from './useTagSearch.ts';

// The tag picker's parts that need React Aria's tag group and combobox, loaded on its first use.

/** The chosen records as removable chips: Delete, Backspace or each chip's remove button. */
export function TagChips({ value, onChange }: Pick<TagPickerProps, 'value' | 'onChange'>) {
  return (
    <TagGroup
      aria-label="Tags"
      size="sm"
      onRemove={(keys) => {
        let next = value;
        for (const key of keys) next = removeTag(next, String(key));
        onChange(next);
      }}
    >
      {value.map((tag) => (
        <Tag key={tagKey(tag)} id={tagKey(tag)} textValue={tag.name}>
          {tag.name}
        </Tag>
      ))}
    </TagGroup>
  );
}

/** The search field: finds records as the user types and stays for more; Escape when empty closes it. */
export function TagSearch({
  chosen,
  threadSubject,
  onAdd,
  onClose,
}: {
  readonly chosen: readonly ThreadSubject[];
  readonly threadSubject: TagPickerProps['threadSubject'];
  readonly onAdd: (tag: ThreadSubject) => void;
  readonly onClose: () => void;
}) {
  const [text, setText] = useState('');
  const root = useRef<HTMLDivElement>(null);
  // The production list is agency staff's: other readers are not offered what they cannot find.
  const withProductions = appTypeOf(useMatches()) === 'agency';
  const search = useTagSearch(text, { withProductions });
  const label = withProductions
    ? 'Tag a brand, creator, campaign or production'
    : 'Tag a brand, creator or campaign';
  const taken = new Set([
    ...(threadSubject === undefined ? [] : [tagKey(threadSubject)]),
    ...chosen.map(tagKey),
  ]);
  const items = search.results
    .filter((result) => !taken.has(tagKey(result.subject)))
    .map((result) => ({ ...result, id: tagKey(result.subject) }));

  useEffect(() => {
    root.current?.querySelector('input')?.focus();
  }, []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape in the empty field closes it (the combobox lets it through only then)
    <div
      ref={root}
      className={styles.search}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Inside the message editor, the first Escape closes the search, not the editor.
        event.stopPropagation();
        onClose();
      }}
    >
      <ComboBox
        label={label}
        isLabelHidden
        size="sm"
        placeholder={label}
        items={items}
        inputValue={text}
        onInputChange={setText}
        isLoading={search.isLoading}
        filter={false}
        getItemText={(item) => item.subject.name}
        emptyText={search.failed ? 'Search failed. Try again.' : 'No records match.'}
        // Each choice becomes a chip; the field empties for the next search.
        shouldClearOnSelect
        onChange={(key) => {
          const found = items.find((item) => item.id === key);
          if (found !== undefined) onAdd(found.subject);
        }}
      >
        {(item) => (
          <ComboBoxItem
            id={item.id}
            textValue={item.subject.name}
            description={item.description}
            icon={
              <Avatar
                name={item.subject.name}
                src={item.subject.logo}
                size={4}
                aria-hidden="true"
              />
            }
          >
            {item.subject.name}
          </ComboBoxItem>
        )}
      </ComboBox>
    </div>
  );
}
