import {
  CAMPAIGN_STATUS_TITLES,
  type CampaignStatus,
  PLAN_IO_STATUS_TITLES,
  PLANNING_GROUP_TITLES,
  type PlanIoStatus,
  type PlanningGroup,
  PRIORITY_TITLES,
  type Priority,
} from '@airtime/domain';
import { type Badge, badgeBy, type Tone } from './badge.ts';

// Campaigns' and plans' badges: statuses, IOs, priorities, planning steps.

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

/** A plan that has sat too long in its step (spec §4): how long, and that it needs attention. */
export function attentionBadge(groupDuration: string | null): Badge {
  return { label: `${groupDuration ?? 'New'} · needs attention`, tone: 'warning' };
}
