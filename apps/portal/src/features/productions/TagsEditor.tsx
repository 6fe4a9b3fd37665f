import { useCreateTag, useTags } from '@airtime/api-client';
import { ComboBox, ComboBoxItem, Stack, Tag, TagGroup } from '@airtime/design-system';
import type { EventProduction, Tag as ProductionTag } from '@airtime/domain';
import { useState } from 'react';
import { useDebouncedValue } from '../search/useDebouncedValue.ts';
import { toastWriteFailure } from '../writes/toastWriteFailure.ts';
import type { ProductionChange } from './productionChange.ts';

/** The tags every production has: what the editor starts from (all of one production's). */
function sharedTags(productions: readonly EventProduction[]): readonly ProductionTag[] {
  const [first, ...rest] = productions;
  return (first?.tags ?? []).filter((tag) =>
    rest.every((production) => production.tags?.some((other) => other.id === tag.id)),
  );
}

interface TagOption {
  readonly id: number | 'new';
  readonly label: string;
}

/**
 * A production's tags (or the tags the selected productions share, which a change replaces on all
 * of them): remove one, add an existing one (GET /api/tags) or create one on the fly.
 */
export function TagsEditor({
  productions,
  save,
}: {
  readonly productions: readonly EventProduction[];
  readonly save: (productions: readonly EventProduction[], change: ProductionChange) => unknown;
}) {
  const tags = sharedTags(productions);
  const [text, setText] = useState('');
  const query = useDebouncedValue(text).trim();
  const found = useTags(query === '' ? {} : { s: query });
  const { trigger: createTag, isMutating } = useCreateTag();
  const setTags = (next: readonly ProductionTag[]) =>
    save(productions, { field: 'tags', tags: next });
  const free = found.items.filter((tag) => !tags.some((own) => own.id === tag.id));
  const exact = found.items.some((tag) => tag.label.toLowerCase() === query.toLowerCase());
  const options: TagOption[] = [
    ...free,
    ...(query === '' || exact ? [] : [{ id: 'new' as const, label: `Create “${query}”` }]),
  ];
  const add = async (key: TagOption['id']) => {
    setText('');
    if (key !== 'new') {
      const tag = free.find((item) => item.id === key);
      if (tag !== undefined) await setTags([...tags, tag]);
      return;
    }
    try {
      const created = await createTag({ body: { label: query } });
      await setTags([...tags, created]);
    } catch (error) {
      toastWriteFailure(`create the tag “${query}”`, error);
    }
  };
  return (
    <Stack space="sm">
      <TagGroup
        label={productions.length === 1 ? 'Tags' : 'Tags of every selected production'}
        items={tags}
        size="sm"
        emptyLabel="No tags"
        onRemove={(keys) => void setTags(tags.filter((tag) => !keys.has(tag.id)))}
      >
        {(tag) => <Tag id={tag.id}>{tag.label}</Tag>}
      </TagGroup>
      <ComboBox<TagOption>
        label="Add a tag"
        autoFocus
        items={options}
        filter={false}
        getItemText={(option) => option.label}
        inputValue={text}
        onInputChange={setText}
        value={null}
        onChange={(key) => {
          if (key !== null) void add(key as TagOption['id']);
        }}
        isLoading={found.isLoading || isMutating || text.trim() !== query}
        placeholder="Find or create a tag"
        emptyText="Type a tag's name"
        size="sm"
      >
        {(option) => <ComboBoxItem id={option.id}>{option.label}</ComboBoxItem>}
      </ComboBox>
    </Stack>
  );
}
