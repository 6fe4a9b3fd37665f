import {
  INVOICE_STATUS_TITLES,
  type InvoiceStatus,
  PAYOUT_STATUS_TITLES,
  type PayoutStatus,
} from '@airtime/domain';
import { badgeBy, type Tone } from './badge.ts';

// Finance's badges: invoices and payouts.

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
