import { useCreateChannel, useCreateCreator } from '@airtime/api-client';
import {
  type ManagedModalProps,
  Select,
  SelectItem,
  TextField,
  toast,
} from '@airtime/design-system';
import { CONTENT_TYPE_IDS, CONTENT_TYPE_PLATFORMS, type ContentTypeId } from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { toastWriteFailure } from '../writes/toastWriteFailure.ts';
import { EMAIL, uniqueEmails } from './outreachEmails.ts';

const FIELDS = ['name', 'outreach_emails', 'content_type_id', 'channel'] as const;
type Field = (typeof FIELDS)[number];

const PLATFORMS = CONTENT_TYPE_IDS.map((id) => ({ id, label: CONTENT_TYPE_PLATFORMS[id] }));

/**
 * The `prospect` modal (decisions §9): a creator, or a channel with the creator behind it, added
 * to the pipeline (POST /api/creators, then POST /api/content for the channel). A creator created
 * not converted opens its conversion at Not started, so it shows in In Progress.
 */
export function ProspectModal(modal: ManagedModalProps) {
  const mayWrite = useMayWrite();
  const createCreator = useCreateCreator();
  const createChannel = useCreateChannel();
  const [values, setValues] = useState({ name: '', email: '', channel: '' });
  const [platform, setPlatform] = useState<ContentTypeId | null>(null);
  const { errors, check, refuse, clear } = useFormErrors<Field>(FIELDS);

  async function addChannel(creatorId: number, name: string, contentTypeId: ContentTypeId) {
    try {
      await createChannel.trigger({
        body: { publisher_id: creatorId, name, content_type_id: contentTypeId },
      });
    } catch (error) {
      // The prospect is in; only its channel is missing, and Retry adds it.
      toastWriteFailure(
        `add the channel ${name}`,
        error,
        () => void addChannel(creatorId, name, contentTypeId),
      );
    }
  }

  async function submit() {
    const name = values.name.trim();
    const email = values.email.trim();
    const channel = values.channel.trim();
    const found: Partial<Record<Field, string>> = {};
    if (name === '') found.name = 'Enter the creator’s name.';
    if (email !== '' && !EMAIL.test(email)) found.outreach_emails = 'Enter an email address.';
    if (channel !== '' && platform === null) found.content_type_id = 'Choose the platform.';
    if (channel === '' && platform !== null) found.channel = 'Enter the channel’s name.';
    if (!check(found)) return;
    try {
      const creator = await createCreator.trigger({
        body: { name, outreach_emails: uniqueEmails(email === '' ? [] : [email]) },
      });
      if (channel !== '' && platform !== null) await addChannel(creator.id, channel, platform);
      toast.success(`${creator.name} is in Prospecting, In Progress.`);
      modal.onOpenChange(false);
    } catch (error) {
      refuse(error);
    }
  }

  const field = (name: 'name' | 'email' | 'channel', error: Field) => ({
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clear(error);
    },
    ...fieldErrorProps(errors.fields[error]),
  });
  return (
    <FormModal
      {...modal}
      title="Add a prospect"
      submitLabel="Add prospect"
      onSubmit={() => void submit()}
      isPending={createCreator.isMutating || createChannel.isMutating}
      formError={errors.form}
      mayWrite={mayWrite}
    >
      <TextField label="Creator name" isRequired autoFocus {...field('name', 'name')} />
      <TextField label="Outreach email" type="email" {...field('email', 'outreach_emails')} />
      <Select
        label="Channel platform"
        placeholder="No channel yet"
        items={PLATFORMS}
        value={platform}
        onChange={(key) => {
          setPlatform(key === null ? null : (Number(key) as ContentTypeId));
          clear('content_type_id');
        }}
        {...fieldErrorProps(errors.fields.content_type_id)}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      <TextField
        label="Channel name"
        description="Optional: the channel you found them by."
        {...field('channel', 'channel')}
      />
    </FormModal>
  );
}
