import type { StatusBadgeVariants } from '@airtime/design-system';
import type {
  ApprovalStatus,
  CampaignStatus,
  EventProductionStatus,
  PlanIoStatus,
  Projection,
} from '@airtime/domain';

// The design system knows tones, the domain knows statuses: the portal maps one to the other.

export type Tone = NonNullable<StatusBadgeVariants['tone']>;

export const CAMPAIGN_STATUS_TONES: Record<CampaignStatus, Tone> = {
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
  'renew-recommendation': 'info',
  'in-progress': 'info',
};

export const PRODUCTION_STATUS_TONES: Record<EventProductionStatus, Tone> = {
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

export const APPROVAL_STATUS_TONES: Record<ApprovalStatus, Tone> = {
  unsent: 'neutral',
  undecided: 'info',
  'to-discuss': 'warning',
  approved: 'positive',
  rejected: 'critical',
};

export const PLAN_IO_STATUS_TONES: Record<PlanIoStatus, Tone> = {
  'not-started': 'neutral',
  'in-progress': 'info',
  created: 'info',
  skipped: 'neutral',
  approved: 'positive',
  review: 'warning',
  'creator-approved': 'positive',
};

export const PROJECTION_TONES: Record<Projection, Tone> = {
  failed: 'critical',
  low: 'warning',
  medium: 'info',
  high: 'positive',
  happened: 'positive',
};
