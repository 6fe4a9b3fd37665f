import { useBatchUpdateCampaigns } from '@airtime/api-client';
import { Button, Dialog, Modal, Stack, toast } from '@airtime/design-system';
import type { Campaign, UserSummary } from '@airtime/domain';
import { type FormEvent, useId, useState } from 'react';
import { FormErrorBanner } from '../forms/FormErrorBanner.tsx';
import { useFormErrors } from '../forms/useFormErrors.ts';
import { getUserName } from '../users/getUserName.ts';
import { UserPicker } from '../users/UserPicker.tsx';
import { countCampaigns } from './useCampaignBulkWrites.ts';

export interface CampaignOwnerDialogProps {
  /** The campaigns whose owner is set, shown or not. */
  readonly campaigns: readonly Campaign[];
  readonly onClose: () => void;
}

/**
 * Makes one agency user the owner of the selected campaigns, in one batch call (loaded when
 * asked). The owner is an assignee, not on the row, so the dialog waits for the answer and
 * shows a refusal in place, keeping the person chosen.
 */
export function CampaignOwnerDialog({ campaigns, onClose }: CampaignOwnerDialogProps) {
  const formId = useId();
  const batch = useBatchUpdateCampaigns();
  const [owner, setOwner] = useState<UserSummary | undefined>(undefined);
  const errors = useFormErrors(['owner_id']);
  const count = countCampaigns(campaigns.length);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (batch.isMutating) return;
    if (!errors.check(owner === undefined ? { owner_id: 'Choose who owns them.' } : {})) return;
    if (owner === undefined) return;
    try {
      await batch.trigger({
        body: { ids: campaigns.map((campaign) => campaign.id), owner_id: owner.id },
      });
      toast.success(`${getUserName(owner)} now owns ${count}.`);
      onClose();
    } catch (error) {
      errors.refuse(error);
    }
  };

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={`Set the owner of ${count}`}
        footer={
          <>
            <Button slot="close">Cancel</Button>
            <Button
              type="submit"
              form={formId}
              variant="primary"
              isPending={batch.isMutating}
              pendingLabel="Saving"
            >
              Set owner
            </Button>
          </>
        }
      >
        <Stack as="form" id={formId} onSubmit={(event) => void submit(event)} noValidate>
          <FormErrorBanner title="Owner not set." message={errors.errors.form} />
          <UserPicker
            label="Owner"
            current={owner}
            onChoose={(user) => {
              setOwner(user);
              errors.clear('owner_id');
            }}
            errorMessage={errors.errors.fields.owner_id}
          />
        </Stack>
      </Dialog>
    </Modal>
  );
}
