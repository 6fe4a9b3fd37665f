import { useCampaign, useCreateCampaign, useUpdateCampaign } from '@airtime/api-client';
import {
  Button,
  Checkbox,
  DatePicker,
  Dialog,
  ErrorState,
  Modal,
  Select,
  SelectItem,
  Skeleton,
  Stack,
} from '@airtime/design-system';
import { type Campaign, isPriority, type Priority } from '@airtime/domain';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormErrorBanner } from '../forms/FormErrorBanner.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { useShellModals } from '../modals/shellModals.ts';
import { DetailList } from '../page/DetailList.tsx';
import { PRIORITY_OPTIONS } from '../status/statusOptions.ts';
import { toastWriteFailure } from '../writes/toastWriteFailure.ts';
import type { CampaignModalProps } from './campaignModals.ts';
import { campaignTitle } from './campaignTitle.ts';

/**
 * `campaign renewal` (decisions §9): the follow-up of a campaign up for renewal, made from it
 * (POST /api/new-campaigns): the same brand and channel, its priority, a new end; the campaign
 * renewed is marked Renewed, and the new one opens.
 */
export function CampaignRenewalModal({ campaignId, ...modal }: CampaignModalProps) {
  const campaign = useCampaign(campaignId);
  let body: ReactNode;
  if (campaign.error !== undefined)
    body = (
      <ErrorState
        size="sm"
        title="The campaign could not be loaded."
        description={campaign.error.message}
        action={{ label: 'Try again', onPress: () => void campaign.mutate() }}
      />
    );
  else if (campaign.data === undefined)
    body = <Skeleton shape="text" lines={4} label="Loading the campaign" />;
  else body = <RenewalForm campaign={campaign.data} />;
  return (
    <Modal {...modal} size="md">
      <Dialog title={`Renew ${campaignTitle(campaign.data)}`}>{body}</Dialog>
    </Modal>
  );
}

function RenewalForm({ campaign }: { readonly campaign: Campaign }) {
  const formId = useId();
  const modals = useShellModals();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const [priority, setPriority] = useState<Priority>(campaign.priority);
  const [endsAt, setEndsAt] = useState<CalendarDate | null>(null);
  const [markRenewed, setMarkRenewed] = useState(true);
  const errors = useFormErrors(['priority', 'ends_at']);

  async function markOldRenewed() {
    try {
      await update.trigger({ params: { id: campaign.id }, body: { status: 'renewed' } });
    } catch (error) {
      toastWriteFailure('mark the campaign renewed', error, () => void markOldRenewed());
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isMutating) return;
    let created: Campaign;
    try {
      created = await create.trigger({
        body: {
          brand_id: campaign.brand_id,
          content_id: campaign.content_id,
          priority,
          ends_at: endsAt === null ? null : endsAt.toString(),
        },
      });
    } catch (error) {
      errors.refuse(error);
      return;
    }
    if (markRenewed) await markOldRenewed();
    modals.close('campaign-renewal');
    modals.open('planning', { campaignId: created.id });
  }

  return (
    <Stack as="form" id={formId} noValidate onSubmit={(event: FormEvent) => void submit(event)}>
      <FormErrorBanner title="The renewal was not created." message={errors.errors.form} />
      <DetailList
        details={[
          ['Brand', campaign.brand?.name ?? ''],
          ['Creator', campaign.creator?.name ?? ''],
          ['Channel', campaign.channel?.name ?? ''],
        ]}
      />
      <Select
        label="Priority"
        items={PRIORITY_OPTIONS}
        value={priority}
        onChange={(key) => {
          if (isPriority(key)) setPriority(key);
          errors.clear('priority');
        }}
        {...fieldErrorProps(errors.errors.fields.priority)}
      >
        {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
      </Select>
      <DatePicker<CalendarDate>
        label="Ends"
        description="Leave empty for an open-ended campaign."
        value={endsAt}
        onChange={(value) => {
          setEndsAt(value);
          errors.clear('ends_at');
        }}
        minValue={campaign.ends_at === null ? null : parseDate(campaign.ends_at)}
        {...fieldErrorProps(errors.errors.fields.ends_at)}
      />
      <Checkbox isSelected={markRenewed} onChange={setMarkRenewed}>
        Mark this campaign Renewed
      </Checkbox>
      <Stack align="end">
        <Button
          type="submit"
          form={formId}
          variant="primary"
          isPending={create.isMutating}
          pendingLabel="Creating"
        >
          Create renewal
        </Button>
      </Stack>
    </Stack>
  );
}
