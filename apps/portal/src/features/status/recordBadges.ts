import { APPROVAL_STATUS_TITLES, type ApprovalStatus } from '@airtime/domain';
import { type Badge, badgeBy, eitherBadge, type Tone } from './badge.ts';

// Records' badges: a brand's decision on a creator, yes-or-no facts, a prospect's conversion.

const APPROVAL_STATUS_TONES: Record<ApprovalStatus, Tone> = {
  unsent: 'neutral',
  undecided: 'info',
  'to-discuss': 'warning',
  approved: 'positive',
  rejected: 'critical',
};

/** A brand's decision on a creator. */
export const approvalStatusBadge = badgeBy(APPROVAL_STATUS_TITLES, APPROVAL_STATUS_TONES);

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
