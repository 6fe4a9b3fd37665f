import { useCreateChannel } from '@airtime/api-client';
import {
  type ManagedModalProps,
  NumberField,
  Select,
  SelectItem,
  TextField,
  toast,
} from '@airtime/design-system';
import { CONTENT_TYPE_IDS, CONTENT_TYPE_PLATFORMS, isContentTypeId } from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';

export interface ChannelModalProps extends ManagedModalProps {
  /** The creator the channel is added to. */
  readonly creatorId: number;
}

const FIELDS = ['content_type_id', 'name', 'handle', 'url', 'subscribers_count'] as const;
type Field = (typeof FIELDS)[number];
type TextFieldName = 'name' | 'handle' | 'url';

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The `add new channel` modal (decisions §9): a creator's show or account, by platform, name,
 * handle, link and audience. It ends with the channel in the creator's channels.
 */
export function ChannelModal({ creatorId, ...modal }: ChannelModalProps) {
  const mayWrite = useMayWrite();
  const create = useCreateChannel();
  const [platform, setPlatform] = useState<string | null>(null);
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    name: '',
    handle: '',
    url: '',
  });
  const [subscribers, setSubscribers] = useState(Number.NaN);
  const { errors, check, refuse, clear } = useFormErrors(FIELDS);

  async function save() {
    const contentType = Number(platform);
    const found: Partial<Record<Field, string>> = {};
    if (!isContentTypeId(contentType)) found.content_type_id = 'Choose the channel’s platform.';
    if (values.name.trim() === '') found.name = 'Enter the channel’s name.';
    if (!check(found) || !isContentTypeId(contentType)) return;
    try {
      await create.trigger({
        body: {
          publisher_id: creatorId,
          content_type_id: contentType,
          name: values.name.trim(),
          handle: orNull(values.handle),
          url: orNull(values.url),
          subscribers_count: Number.isNaN(subscribers) ? null : subscribers,
        },
      });
      toast.success('Channel added');
      modal.onOpenChange(false);
    } catch (error) {
      // What was typed stays; the server's reasons show under the fields or above them.
      refuse(error);
    }
  }

  const field = (name: TextFieldName, label: string, description?: string) => (
    <TextField
      label={label}
      isRequired={name === 'name'}
      {...(description === undefined ? {} : { description })}
      {...(name === 'url' ? { type: 'url' } : {})}
      value={values[name]}
      onChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        clear(name);
      }}
      {...fieldErrorProps(errors.fields[name])}
    />
  );

  return (
    <FormModal
      {...modal}
      title="Add a channel"
      submitLabel="Add channel"
      onSubmit={() => void save()}
      isPending={create.isMutating}
      formError={errors.form}
      mayWrite={mayWrite}
    >
      <Select
        label="Platform"
        isRequired
        value={platform}
        onChange={(key) => {
          setPlatform(key === null ? null : String(key));
          clear('content_type_id');
        }}
        {...fieldErrorProps(errors.fields.content_type_id)}
      >
        {CONTENT_TYPE_IDS.map((id) => (
          <SelectItem key={id} id={String(id)}>
            {CONTENT_TYPE_PLATFORMS[id]}
          </SelectItem>
        ))}
      </Select>
      {field('name', 'Name')}
      {field('handle', 'Handle', 'On the platform, with or without the @.')}
      {field('url', 'Link', 'The channel’s page, starting with https://.')}
      <NumberField
        label="Subscribers"
        minValue={0}
        value={subscribers}
        onChange={(value) => {
          setSubscribers(value);
          clear('subscribers_count');
        }}
        {...fieldErrorProps(errors.fields.subscribers_count)}
      />
    </FormModal>
  );
}
