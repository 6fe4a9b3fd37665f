import type { StatusBadgeProps } from '@airtime/design-system';
import {
  APPROVAL_STATUS_TITLES,
  type ApprovalStatus,
  CAMPAIGN_STATUS_TITLES,
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  EVENT_PRODUCTION_STATUS_TITLES,
  type EventProductionStatus,
  PRIORITY_TITLES,
  PROJECTION_TITLES,
  PROJECTION_WEIGHTS,
  type Priority,
  type Projection,
} from '@airtime/domain';

// The design system knows tones, not statuses: this is where the agency pages pick one per value.

export type Tone = NonNullable<StatusBadgeProps['tone']>;

/** A status badge's label and tone. */
export interface Badge {
  readonly label: string;
  readonly tone: Tone;
}

const CAMPAIGN_STATUS_TONES: Record<CampaignStatus, Tone> = {
  active: 'positive',
  review: 'info',
  renewal: 'info',
  cancelled: 'critical',
  paused: 'warning',
  'no-response': 'warning',
  archived: 'neutral',
  'brand-negotiations': 'info',
  'publisher-negotiations': 'info',
  rejected: 'critical',
  renewed: 'positive',
  'renew-recommendation': 'accent',
  'in-progress': 'info',
};

export function campaignStatusBadge(status: CampaignStatus): Badge {
  return { label: CAMPAIGN_STATUS_TITLES[status], tone: CAMPAIGN_STATUS_TONES[status] };
}

/** Filter options of the campaign statuses; both negotiation statuses read 'Planning', so they say whose. */
export const CAMPAIGN_STATUS_OPTIONS = CAMPAIGN_STATUSES.map((status) => ({
  id: status,
  label:
    status === 'brand-negotiations'
      ? 'Planning (brand)'
      : status === 'publisher-negotiations'
        ? 'Planning (creator)'
        : CAMPAIGN_STATUS_TITLES[status],
}));

const PRIORITY_TONES: Record<Priority, Tone> = {
  urgent: 'critical',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
  'no-priority': 'neutral',
};

export function priorityBadge(priority: Priority): Badge {
  return { label: PRIORITY_TITLES[priority], tone: PRIORITY_TONES[priority] };
}

const PRODUCTION_STATUS_TONES: Record<EventProductionStatus, Tone> = {
  planning: 'neutral',
  placeholder: 'neutral',
  new: 'accent',
  'in-progress': 'info',
  moving: 'warning',
  'back-to-tcp': 'warning',
  'past-due': 'critical',
  cancelled: 'neutral',
  aired: 'positive',
};

export function productionStatusBadge(status: EventProductionStatus): Badge {
  return { label: EVENT_PRODUCTION_STATUS_TITLES[status], tone: PRODUCTION_STATUS_TONES[status] };
}

const PROJECTION_TONES: Record<Projection, Tone> = {
  failed: 'critical',
  low: 'warning',
  medium: 'info',
  high: 'positive',
  happened: 'positive',
};

/** 'High · 90%': the projection's title and its weight (spec §4). */
export function projectionBadge(projection: Projection): Badge {
  const percent = Math.round(PROJECTION_WEIGHTS[projection] * 100);
  return {
    label: `${PROJECTION_TITLES[projection]} · ${percent}%`,
    tone: PROJECTION_TONES[projection],
  };
}

const APPROVAL_TONES: Record<ApprovalStatus, Tone> = {
  unsent: 'neutral',
  undecided: 'warning',
  'to-discuss': 'info',
  approved: 'positive',
  rejected: 'critical',
};

export function approvalBadge(status: ApprovalStatus): Badge {
  return { label: APPROVAL_STATUS_TITLES[status], tone: APPROVAL_TONES[status] };
}
