import type { ChartTone, StatusBadgeProps } from '@airtime/design-system';
import {
  type AnalyticsAccessStatus,
  APPROVAL_STATUS_TITLES,
  type ApprovalStatus,
  type BriefStatus,
  CAMPAIGN_STATUS_TITLES,
  type CampaignStatus,
  EVENT_PRODUCTION_STATUS_TITLES,
  type EventProductionStatus,
  getWorkflowStatusOptions,
  INVOICE_STATUS_TITLES,
  type InvoiceStatus,
  PAYOUT_STATUS_TITLES,
  type PayoutStatus,
  PLAN_IO_STATUS_TITLES,
  PLANNING_GROUP_TITLES,
  type PlanIoStatus,
  type PlanningGroup,
  PRIORITY_TITLES,
  PROJECTION_TITLES,
  PROJECTION_WEIGHTS,
  type Priority,
  type ProductionWorkflow,
  type ProductShippingStatus,
  type Projection,
  type ScriptApprovalStatus,
} from '@airtime/domain';

// The domain knows statuses, the design system tones (StatusBadge says what each means): here the
// portal picks one tone per status, the same in every app. This is the one map of status to tone:
// badges read it through the `*Badge` functions, charts through `*Tone` (a chart's slice, bar or
// series of a status is painted as that status's badge dot), so a chart and a table agree.

export type Tone = NonNullable<StatusBadgeProps['tone']> & ChartTone;

/** What a StatusBadge shows for a status: the label users read and its tone. */
export interface Badge {
  readonly label: string;
  readonly tone: Tone;
}

/** A status's badge from the domain's titles and the portal's tones, both keyed by status. */
function badgeBy<Status extends string>(
  titles: Readonly<Record<Status, string>>,
  tones: Readonly<Record<Status, Tone>>,
): (status: Status) => Badge {
  return (status) => ({ label: titles[status], tone: tones[status] });
}

/** A yes-or-no fact's badge: `yes` when it holds. */
function eitherBadge(yes: Badge, no: Badge): (holds: boolean) => Badge {
  return (holds) => (holds ? yes : no);
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

export const campaignStatusBadge = badgeBy(CAMPAIGN_STATUS_TITLES, CAMPAIGN_STATUS_TONES);

/** A campaign status's tone, for a chart's slice or bar of it. */
export const campaignStatusTone = (status: CampaignStatus): Tone => CAMPAIGN_STATUS_TONES[status];

const PLAN_IO_STATUS_TONES: Record<PlanIoStatus, Tone> = {
  'not-started': 'neutral',
  'in-progress': 'info',
  created: 'info',
  skipped: 'neutral',
  approved: 'info',
  review: 'warning',
  'creator-approved': 'positive',
};

/** A plan's or an IO's status ('approved' reads Sent, 'creator-approved' Signed). */
export const planIoStatusBadge = badgeBy(PLAN_IO_STATUS_TITLES, PLAN_IO_STATUS_TONES);

const APPROVAL_STATUS_TONES: Record<ApprovalStatus, Tone> = {
  unsent: 'neutral',
  undecided: 'info',
  'to-discuss': 'warning',
  approved: 'positive',
  rejected: 'critical',
};

/** A brand's decision on a creator. */
export const approvalStatusBadge = badgeBy(APPROVAL_STATUS_TITLES, APPROVAL_STATUS_TONES);

const PRODUCTION_STATUS_TONES: Record<EventProductionStatus, Tone> = {
  planning: 'neutral',
  placeholder: 'neutral',
  new: 'info',
  'in-progress': 'info',
  moving: 'warning',
  'back-to-tcp': 'warning',
  'past-due': 'critical',
  cancelled: 'critical',
  aired: 'positive',
};

/** An event production's status's tone, for a chart's series of it. */
export const productionStatusTone = (status: EventProductionStatus): Tone =>
  PRODUCTION_STATUS_TONES[status];

/** An event production's status. */
export const productionStatusBadge = badgeBy(
  EVENT_PRODUCTION_STATUS_TITLES,
  PRODUCTION_STATUS_TONES,
);

const PROJECTION_TONES: Record<Projection, Tone> = {
  failed: 'critical',
  low: 'warning',
  medium: 'info',
  high: 'positive',
  happened: 'positive',
};

/** A production's projection ('High'). */
export const projectionBadge = badgeBy(PROJECTION_TITLES, PROJECTION_TONES);

/** A production's projection with its weight (spec §4): 'High · 90%'. */
export function weightedProjectionBadge(projection: Projection): Badge {
  const percent = Math.round(PROJECTION_WEIGHTS[projection] * 100);
  return {
    ...projectionBadge(projection),
    label: `${PROJECTION_TITLES[projection]} · ${percent}%`,
  };
}

const PRIORITY_TONES: Record<Priority, Tone> = {
  urgent: 'critical',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
  'no-priority': 'neutral',
};

export const priorityBadge = badgeBy(PRIORITY_TITLES, PRIORITY_TONES);

/** A planning step's tone: a CM request waits on the agency, declined is the one that ends badly. */
export function planningGroupTone(group: PlanningGroup): Tone {
  return group === 'declined' ? 'critical' : group === 'cm_request' ? 'warning' : 'accent';
}

/** A planning board column. */
export function planningGroupBadge(group: PlanningGroup): Badge {
  return { label: PLANNING_GROUP_TITLES[group], tone: planningGroupTone(group) };
}

/** A record that is active or not (a brand). */
export const activeBadge = eitherBadge(
  { label: 'Active', tone: 'positive' },
  { label: 'Inactive', tone: 'neutral' },
);

/** An integration that imports or is paused. */
export const integrationStateBadge = eitherBadge(
  { label: 'Active', tone: 'positive' },
  { label: 'Paused', tone: 'neutral' },
);

/** Whether a brand buys through Airtime. */
export const airtimeCustomerBadge = eitherBadge(
  { label: 'Airtime customer', tone: 'accent' },
  { label: 'Non-Airtime', tone: 'neutral' },
);

/** Whether a creator came in through prospecting and converted. */
export const convertedBadge = eitherBadge(
  { label: 'Converted', tone: 'positive' },
  { label: 'Not converted', tone: 'neutral' },
);

/** Whether traffic has reviewed an aired event. */
export const reviewBadge = eitherBadge(
  { label: 'Reviewed', tone: 'positive' },
  { label: 'To review', tone: 'warning' },
);

/** The one primary entry of several (a contact, a payment preference). */
export const PRIMARY_BADGE: Badge = { label: 'Primary', tone: 'positive' };

/** A production flagged as important. */
export const IMPORTANT_BADGE: Badge = { label: 'Important', tone: 'accent' };

/** A plan that has sat too long in its step (spec §4): how long, and that it needs attention. */
export function attentionBadge(groupDuration: string | null): Badge {
  return { label: `${groupDuration ?? 'New'} · needs attention`, tone: 'warning' };
}

/** The statuses of a prospect's conversion workflow, in order. */
export type ConversionStatus = 'not-started' | 'requested' | 'to-reconnect' | 'complete';

const CONVERSION_BADGES: Record<ConversionStatus, Badge> = {
  'not-started': { label: 'Not started', tone: 'neutral' },
  requested: { label: 'Requested', tone: 'info' },
  'to-reconnect': { label: 'To reconnect', tone: 'warning' },
  complete: { label: 'Complete', tone: 'positive' },
};

/** Where a prospect's conversion stands; an unknown status shows as written, in neutral. */
export function conversionBadge(status: string): Badge {
  return Object.hasOwn(CONVERSION_BADGES, status)
    ? CONVERSION_BADGES[status as ConversionStatus]
    : { label: status, tone: 'neutral' };
}

type WorkflowStatus =
  | ProductShippingStatus
  | BriefStatus
  | AnalyticsAccessStatus
  | ScriptApprovalStatus;

const WORKFLOW_STATUS_TONES: Record<WorkflowStatus, Tone> = {
  'not-started': 'neutral',
  'in-progress': 'info',
  requested: 'info',
  ordered: 'info',
  sent: 'info',
  lost: 'critical',
  received: 'positive',
  using: 'positive',
  complete: 'positive',
  'to-reconnect': 'warning',
  'script-received': 'info',
  'internal-review': 'info',
  'brand-review': 'info',
  'brand-notes-received': 'warning',
};

/** A production workflow's status, titled by its workflow's list (spec §4 'Other status lists'). */
export function workflowStatusBadge(workflow: ProductionWorkflow, status: string): Badge {
  const option = getWorkflowStatusOptions(workflow).find((known) => known.status === status);
  // A status the app does not know (a newer server) still shows, neutral, as the server names it.
  return option === undefined
    ? { label: status, tone: 'neutral' }
    : { label: option.title, tone: WORKFLOW_STATUS_TONES[option.status as WorkflowStatus] };
}

const INVOICE_STATUS_TONES: Record<InvoiceStatus, Tone> = {
  draft: 'neutral',
  sent: 'info',
  paid: 'positive',
  overdue: 'critical',
  void: 'neutral',
};

/** A brand invoice's status. */
export const invoiceStatusBadge = badgeBy(INVOICE_STATUS_TITLES, INVOICE_STATUS_TONES);

const PAYOUT_STATUS_TONES: Record<PayoutStatus, Tone> = {
  pending: 'neutral',
  scheduled: 'info',
  sent: 'accent',
  paid: 'positive',
  failed: 'critical',
};

/** A creator payout's status. */
export const payoutStatusBadge = badgeBy(PAYOUT_STATUS_TITLES, PAYOUT_STATUS_TONES);
