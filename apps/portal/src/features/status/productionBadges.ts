import {
  type AnalyticsAccessStatus,
  type BriefStatus,
  EVENT_PRODUCTION_STATUS_TITLES,
  type EventProductionStatus,
  getWorkflowStatusOptions,
  PROJECTION_TITLES,
  PROJECTION_WEIGHTS,
  type ProductionWorkflow,
  type ProductShippingStatus,
  type Projection,
  type ScriptApprovalStatus,
} from '@airtime/domain';
import { type Badge, badgeBy, type Tone } from './badge.ts';

// Productions' badges: statuses, projections, workflows, importance.

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

/** A production flagged as important. */
export const IMPORTANT_BADGE: Badge = { label: 'Important', tone: 'accent' };

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
