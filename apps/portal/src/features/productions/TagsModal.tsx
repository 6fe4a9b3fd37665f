import { useCreateTag, useTags } from '@airtime/api-client';
import {
  Button,
  ComboBox,
  ComboBoxItem,
  Dialog,
  type ManagedModalProps,
  Modal,
  Stack,
  Tag,
  TagGroup,
} from '@airtime/design-system';
import type { Tag as TagRecord } from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { useDebouncedValue } from '../search/useDebouncedValue.ts';
import type { ProductionModalPropsByName } from './productionModalProps.ts';
import { useProductionEdit } from './useProductionEdit.ts';

export type TagsModalProps = ManagedModalProps & ProductionModalPropsByName['tags'];

/** The id of the ComboBox's last option, which creates a tag from what was typed. */
const CREATE = -1;

/**
 * The `tags` modal (decisions §9): the production's tags, each added or removed at once (undone
 * with a toast if refused), and a tag that does not exist yet created from the search.
 */
export function TagsModal({ productionId, ...modal }: TagsModalProps) {
  const mayWrite = useMayWrite();
  const { production, save } = useProductionEdit(productionId);
  const createTag = useCreateTag();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text).trim();
  const found = useTags(query === '' ? {} : { s: query });
  const { errors, refuse, clear } = useFormErrors(['label']);
  const tags = production.data?.tags ?? [];
  const offered = found.items.filter((tag) => !tags.some((own) => own.id === tag.id));
  const typed = text.trim();
  const exists = found.items.some((tag) => tag.label.toLowerCase() === typed.toLowerCase());
  const options = [
    ...offered.map((tag) => ({ id: tag.id, label: tag.label })),
    ...(typed === '' || exists ? [] : [{ id: CREATE, label: `Create “${typed}”` }]),
  ];

  const saveTags = (next: readonly TagRecord[], what: string) =>
    void save({ what, shown: { tags: next }, body: { tag_ids: next.map((tag) => tag.id) } });

  async function add(id: number) {
    let tag = found.items.find((item) => item.id === id);
    if (id === CREATE) {
      try {
        tag = await createTag.trigger({ body: { label: typed } });
      } catch (error) {
        refuse(error);
        return;
      }
    }
    if (tag === undefined) return;
    setText('');
    saveTags([...tags, tag], `add the tag ${tag.label}`);
  }

  return (
    <Modal {...modal}>
      <Dialog
        title="Tags"
        footer={
          <Button slot="close" variant="primary">
            Done
          </Button>
        }
      >
        <Stack>
          <TagGroup
            label="The production’s tags"
            emptyLabel="No tags yet"
            items={tags}
            {...(mayWrite
              ? {
                  onRemove: (keys) => {
                    const next = tags.filter((tag) => !keys.has(tag.id));
                    const gone = tags.find((tag) => keys.has(tag.id));
                    saveTags(next, `remove the tag ${gone?.label ?? ''}`.trim());
                  },
                }
              : {})}
          >
            {(tag) => <Tag id={tag.id}>{tag.label}</Tag>}
          </TagGroup>
          {mayWrite && (
            <ComboBox
              label="Add a tag"
              items={options}
              filter={false}
              inputValue={text}
              onInputChange={(value) => {
                setText(value);
                clear('label');
              }}
              shouldClearOnSelect
              onChange={(key) => {
                if (typeof key === 'number') void add(key);
              }}
              isLoading={found.isLoading || createTag.isMutating || text.trim() !== query}
              placeholder="Search tags, or type a new one"
              emptyText={typed === '' ? 'No other tags' : 'No tag matches'}
              {...fieldErrorProps(errors.fields.label ?? errors.form)}
            >
              {(option) => (
                <ComboBoxItem id={option.id} textValue={option.label}>
                  {option.label}
                </ComboBoxItem>
              )}
            </ComboBox>
          )}
        </Stack>
      </Dialog>
    </Modal>
  );
}
