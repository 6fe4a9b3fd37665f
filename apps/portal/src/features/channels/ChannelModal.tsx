import {
  useCreateChannel,
  useCreator,
  useDeleteChannel,
  useUpdateChannel,
} from '@airtime/api-client';
import {
  type ManagedModalProps,
  NumberField,
  Select,
  SelectItem,
  TextField,
  toast,
} from '@airtime/design-system';
import {
  type Channel,
  CONTENT_TYPE_IDS,
  CONTENT_TYPE_PLATFORMS,
  isContentTypeId,
} from '@airtime/domain';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { FormModalPending } from '../forms/FormModalPending.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormValues } from '../forms/useFormValues.ts';

export interface ChannelModalProps extends ManagedModalProps {
  /** The creator whose channel it is. */
  readonly creatorId: number;
  /** The channel to edit; without it, `add new channel`. */
  readonly channelId?: number;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The `add new channel` modal (decisions §9), and a channel's edit and delete: a creator's show or
 * account, by platform, name, handle, link and audience. It ends with the creator's channels
 * updated in place.
 */
export function ChannelModal({ creatorId, channelId, ...modal }: ChannelModalProps) {
  const creator = useCreator(creatorId);
  const channel = creator.data?.channels?.find((candidate) => candidate.id === channelId);
  if (channelId !== undefined && channel === undefined)
    return (
      <FormModalPending
        {...modal}
        title="Edit channel"
        noun="channel"
        missing={creator.data !== undefined}
        error={creator.error}
      />
    );
  return (
    <ChannelForm key={channelId ?? 'new'} {...modal} creatorId={creatorId} channel={channel} />
  );
}

function ChannelForm({
  creatorId,
  channel,
  ...modal
}: ManagedModalProps & { readonly creatorId: number; readonly channel: Channel | undefined }) {
  const mayWrite = useMayWrite();
  const create = useCreateChannel();
  const update = useUpdateChannel();
  const remove = useDeleteChannel();
  const form = useFormValues({
    content_type_id: channel === undefined ? null : String(channel.content_type_id),
    name: channel?.name ?? '',
    handle: channel?.handle ?? '',
    url: channel?.url ?? '',
    subscribers_count: channel?.subscribers_count ?? Number.NaN,
  });
  const { values } = form;
  const close = () => modal.onOpenChange(false);

  async function save() {
    const contentType = Number(values.content_type_id);
    const found: Partial<Record<keyof typeof values, string>> = {};
    if (!isContentTypeId(contentType)) found.content_type_id = 'Choose the channel’s platform.';
    if (values.name.trim() === '') found.name = 'Enter the channel’s name.';
    if (!form.check(found) || !isContentTypeId(contentType)) return;
    const body = {
      content_type_id: contentType,
      name: values.name.trim(),
      handle: orNull(values.handle),
      url: orNull(values.url),
      subscribers_count: Number.isNaN(values.subscribers_count) ? null : values.subscribers_count,
    };
    try {
      if (channel === undefined) {
        await create.trigger({ body: { publisher_id: creatorId, ...body } });
        toast.success('Channel added');
      } else {
        await update.trigger({ params: { id: channel.id }, body });
        toast.success('Channel saved');
      }
      close();
    } catch (error) {
      // What was typed stays; the server's reasons show under the fields or above them.
      form.refuse(error);
    }
  }

  return (
    <FormModal
      {...modal}
      title={channel === undefined ? 'Add a channel' : `Edit ${channel.name}`}
      submitLabel={channel === undefined ? 'Add channel' : 'Save channel'}
      onSubmit={() => void save()}
      isPending={create.isMutating || update.isMutating}
      formError={form.errors.form}
      mayWrite={mayWrite}
      deletion={
        channel === undefined
          ? undefined
          : {
              title: `Delete ${channel.name}?`,
              message:
                'The channel leaves the creator’s channels; its past events keep their figures.',
              confirmLabel: 'Delete channel',
              onConfirm: async () => {
                await remove.trigger({ params: { id: channel.id } });
                toast.success('Channel deleted');
                close();
              },
            }
      }
    >
      <Select
        label="Platform"
        isRequired
        isDisabled={!mayWrite}
        value={values.content_type_id}
        onChange={(key) => form.change('content_type_id')(key === null ? null : String(key))}
        {...fieldErrorProps(form.errors.fields.content_type_id)}
      >
        {CONTENT_TYPE_IDS.map((id) => (
          <SelectItem key={id} id={String(id)}>
            {CONTENT_TYPE_PLATFORMS[id]}
          </SelectItem>
        ))}
      </Select>
      <TextField label="Name" isRequired isReadOnly={!mayWrite} {...form.text('name')} />
      <TextField
        label="Handle"
        description="On the platform, with or without the @."
        isReadOnly={!mayWrite}
        {...form.text('handle')}
      />
      <TextField
        label="Link"
        type="url"
        description="The channel’s page, starting with https://."
        isReadOnly={!mayWrite}
        {...form.text('url')}
      />
      <NumberField
        label="Subscribers"
        minValue={0}
        isReadOnly={!mayWrite}
        value={values.subscribers_count}
        onChange={form.change('subscribers_count')}
        {...fieldErrorProps(form.errors.fields.subscribers_count)}
      />
    </FormModal>
  );
}
