import type { StatusBadgeProps } from '@airtime/design-system';
import {
  APPROVAL_STATUS_TITLES,
  type ApprovalStatus,
  CAMPAIGN_STATUS_TITLES,
  type CampaignStatus,
  EVENT_PRODUCTION_STATUS_TITLES,
  type Event,
  type EventProductionStatus,
  PLAN_IO_STATUS_TITLES,
  PLANNING_GROUP_TITLES,
  type PlanIoStatus,
  type PlanningGroup,
  PROJECTION_TITLES,
  type Projection,
} from '@airtime/domain';

// The domain knows statuses, the design system tones: this is where the portal maps one to the other.

export type StatusTone = NonNullable<StatusBadgeProps['tone']>;

/** How a status shows: its badge tone and the label users read. */
export interface StatusLook {
  readonly tone: StatusTone;
  readonly label: string;
}

const CAMPAIGN_TONES: Record<CampaignStatus, StatusTone> = {
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
  'renew-recommendation': 'info',
  'in-progress': 'accent',
};

const PLAN_IO_TONES: Record<PlanIoStatus, StatusTone> = {
  'not-started': 'neutral',
  'in-progress': 'accent',
  created: 'info',
  skipped: 'neutral',
  approved: 'info',
  review: 'warning',
  'creator-approved': 'positive',
};

const APPROVAL_TONES: Record<ApprovalStatus, StatusTone> = {
  unsent: 'neutral',
  undecided: 'info',
  'to-discuss': 'warning',
  approved: 'positive',
  rejected: 'critical',
};

const PRODUCTION_TONES: Record<EventProductionStatus, StatusTone> = {
  planning: 'neutral',
  placeholder: 'neutral',
  new: 'info',
  'in-progress': 'accent',
  moving: 'warning',
  'back-to-tcp': 'warning',
  'past-due': 'critical',
  cancelled: 'critical',
  aired: 'positive',
};

const PROJECTION_TONES: Record<Projection, StatusTone> = {
  failed: 'critical',
  low: 'warning',
  medium: 'info',
  high: 'accent',
  happened: 'positive',
};

export function getCampaignStatusLook(status: CampaignStatus): StatusLook {
  return { tone: CAMPAIGN_TONES[status], label: CAMPAIGN_STATUS_TITLES[status] };
}

/** A plan's or an IO's status ('approved' reads Sent, 'creator-approved' Signed). */
export function getPlanIoStatusLook(status: PlanIoStatus): StatusLook {
  return { tone: PLAN_IO_TONES[status], label: PLAN_IO_STATUS_TITLES[status] };
}

export function getApprovalStatusLook(status: ApprovalStatus): StatusLook {
  return { tone: APPROVAL_TONES[status], label: APPROVAL_STATUS_TITLES[status] };
}

export function getProductionStatusLook(status: EventProductionStatus): StatusLook {
  return { tone: PRODUCTION_TONES[status], label: EVENT_PRODUCTION_STATUS_TITLES[status] };
}

export function getProjectionLook(projection: Projection): StatusLook {
  return { tone: PROJECTION_TONES[projection], label: PROJECTION_TITLES[projection] };
}

/** Planning board columns: declined is the only one that ends badly. */
export function getPlanningGroupLook(group: PlanningGroup): StatusLook {
  return {
    tone: group === 'declined' ? 'critical' : group === 'cm_request' ? 'warning' : 'accent',
    label: PLANNING_GROUP_TITLES[group],
  };
}

/** Where an event stands on `today` (yyyy-MM-dd): aired, still planned, or planned and missed. */
export type EventState = 'aired' | 'planned' | 'overdue';

export function getEventState(
  event: Pick<Event, 'aired_date' | 'planned_date'>,
  today: string,
): EventState {
  if (event.aired_date !== null) return 'aired';
  if (event.planned_date !== null && event.planned_date < today) return 'overdue';
  return 'planned';
}

const EVENT_STATE_LOOKS: Record<EventState, StatusLook> = {
  aired: { tone: 'positive', label: 'Aired' },
  planned: { tone: 'info', label: 'Planned' },
  overdue: { tone: 'warning', label: 'Not aired' },
};

export function getEventStateLook(state: EventState): StatusLook {
  return EVENT_STATE_LOOKS[state];
}
