import {
  Button,
  Dialog,
  ErrorState,
  Modal,
  Select,
  SelectItem,
  Skeleton,
  Stack,
} from '@airtime/design-system';
import { isPlanIoStatus, PLAN_IO_STATUS_TITLES, PLAN_IO_STATUSES } from '@airtime/domain';
import type { ReactNode } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { DetailList } from '../page/DetailList.tsx';
import { PlanIoStatusBadge } from '../status/StatusBadges.tsx';
import { optionsOf } from '../status/statusOptions.ts';
import { CampaignWorkflows } from './CampaignWorkflows.tsx';
import type { CampaignModalProps } from './campaignModals.ts';
import { campaignTitle } from './campaignTitle.ts';
import { PlanSteps } from './PlanSteps.tsx';
import { useCampaignEdit } from './useCampaignEdit.ts';

const PLAN_STATUS_OPTIONS = optionsOf(PLAN_IO_STATUSES, PLAN_IO_STATUS_TITLES);
const PLANNING_ONLY = [{ id: 'planning', label: 'Next step' }] as const;

/**
 * `plan` (decisions §9): the campaign's plan step. Where the plan is on the board, its status
 * (saved as chosen), and the board's next moves in the coordinator's words: send to the brand,
 * record the brand's approval, send to the creator, record the creator's approval.
 */
export function PlanModal({ campaignId, ...modal }: CampaignModalProps) {
  const mayWrite = useMayWrite();
  const edit = useCampaignEdit(campaignId);
  const campaign = edit.campaign.data;
  let body: ReactNode;
  if (edit.campaign.error !== undefined)
    body = (
      <ErrorState
        size="sm"
        title="The campaign could not be loaded."
        description={edit.campaign.error.message}
        action={{ label: 'Try again', onPress: () => void edit.campaign.mutate() }}
      />
    );
  else if (campaign === undefined)
    body = <Skeleton shape="text" lines={5} label="Loading the plan" />;
  else
    body = (
      <Stack>
        <PlanSteps group={campaign.group} />
        {mayWrite ? (
          <Select
            label="Plan status"
            items={PLAN_STATUS_OPTIONS}
            value={campaign.campaign_status}
            onChange={(key) => {
              if (isPlanIoStatus(key) && key !== campaign.campaign_status)
                void edit.save({ campaign_status: key }, 'set the plan status');
            }}
            {...fieldErrorProps(edit.errors.fields.campaign_status)}
          >
            {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
          </Select>
        ) : (
          <DetailList
            details={[
              ['Plan status', <PlanIoStatusBadge key="status" status={campaign.campaign_status} />],
            ]}
          />
        )}
        <CampaignWorkflows campaign={campaign} mayWrite={mayWrite} workflows={PLANNING_ONLY} />
      </Stack>
    );
  return (
    <Modal {...modal} size="md">
      <Dialog
        title={`Plan: ${campaignTitle(campaign)}`}
        footer={<Button slot="close">Done</Button>}
      >
        {body}
      </Dialog>
    </Modal>
  );
}
