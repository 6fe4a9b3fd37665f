import { formatDate, Select, SelectItem } from '@airtime/design-system';
import {
  type Campaign,
  type CampaignStatus,
  isCampaignStatus,
  isPriority,
  type Priority,
} from '@airtime/domain';
import { type FormErrors, fieldErrorProps } from '../forms/formErrors.ts';
import { DetailList } from '../page/DetailList.tsx';
import { CampaignStatusBadge, PriorityBadge } from '../status/StatusBadges.tsx';
import { CAMPAIGN_STATUS_OPTIONS, PRIORITY_OPTIONS } from '../status/statusOptions.ts';
import { CampaignEndDate } from './CampaignEndDate.tsx';
import * as styles from './campaign.css.ts';
import type { CampaignEditField } from './useCampaignEdit.ts';

export interface CampaignFieldsProps {
  readonly campaign: Campaign;
  readonly mayWrite: boolean;
  readonly save: (
    change: Partial<Pick<Campaign, 'status' | 'priority' | 'ends_at'>>,
    what: string,
  ) => Promise<boolean>;
  readonly errors: FormErrors<CampaignEditField>;
}

/**
 * The campaign's status, priority and end: each saved as it is chosen (the end with its own Save),
 * or shown as they are to users who may not change them.
 */
export function CampaignFields({ campaign, mayWrite, save, errors }: CampaignFieldsProps) {
  if (!mayWrite)
    return (
      <DetailList
        details={[
          ['Status', <CampaignStatusBadge key="status" status={campaign.status} />],
          ['Priority', <PriorityBadge key="priority" priority={campaign.priority} />],
          ['Ends', campaign.ends_at === null ? 'Open-ended' : formatDate(campaign.ends_at)],
        ]}
      />
    );
  return (
    <div className={styles.fields}>
      <Select
        label="Status"
        items={CAMPAIGN_STATUS_OPTIONS}
        value={campaign.status}
        onChange={(key) => {
          if (isCampaignStatus(key) && key !== campaign.status)
            void save({ status: key satisfies CampaignStatus }, 'set the status');
        }}
        {...fieldErrorProps(errors.fields.status)}
      >
        {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
      </Select>
      <Select
        label="Priority"
        items={PRIORITY_OPTIONS}
        value={campaign.priority}
        onChange={(key) => {
          if (isPriority(key) && key !== campaign.priority)
            void save({ priority: key satisfies Priority }, 'set the priority');
        }}
        {...fieldErrorProps(errors.fields.priority)}
      >
        {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
      </Select>
      <CampaignEndDate
        endsAt={campaign.ends_at}
        onSave={(endsAt) => save({ ends_at: endsAt }, 'set the end date')}
        errorMessage={errors.fields.ends_at}
      />
    </div>
  );
}
