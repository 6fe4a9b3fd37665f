import type { StatusBadgeProps } from '@airtime/design-system';
import {
  APPROVAL_STATUS_TITLES,
  type ApprovalStatus,
  CAMPAIGN_STATUS_TITLES,
  type CampaignStatus,
  type Event,
} from '@airtime/domain';

type Tone = NonNullable<StatusBadgeProps['tone']>;

const APPROVAL_TONES: Record<ApprovalStatus, Tone> = {
  unsent: 'neutral',
  undecided: 'info',
  'to-discuss': 'warning',
  approved: 'positive',
  rejected: 'critical',
};

/** A relationship's approval status as a badge: its tone and the domain's title. */
export function approvalBadge(status: ApprovalStatus): { tone: Tone; label: string } {
  return { tone: APPROVAL_TONES[status], label: APPROVAL_STATUS_TITLES[status] };
}

const CAMPAIGN_TONES: Record<CampaignStatus, Tone> = {
  active: 'positive',
  review: 'info',
  renewal: 'info',
  cancelled: 'critical',
  paused: 'warning',
  'no-response': 'warning',
  archived: 'neutral',
  'brand-negotiations': 'accent',
  'publisher-negotiations': 'accent',
  rejected: 'critical',
  renewed: 'positive',
  'renew-recommendation': 'accent',
  'in-progress': 'info',
};

/** A campaign's status as a badge: its tone and the domain's title. */
export function campaignBadge(status: CampaignStatus): { tone: Tone; label: string } {
  return { tone: CAMPAIGN_TONES[status], label: CAMPAIGN_STATUS_TITLES[status] };
}

/** Where an event stands for the brand: aired, scheduled, or planned. */
export function eventBadge(event: Pick<Event, 'aired_date' | 'is_scheduled'>): {
  tone: Tone;
  label: string;
} {
  if (event.aired_date !== null) return { tone: 'positive', label: 'Aired' };
  if (event.is_scheduled) return { tone: 'info', label: 'Scheduled' };
  return { tone: 'neutral', label: 'Planned' };
}
