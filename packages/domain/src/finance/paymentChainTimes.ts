import type { PaymentPreferenceType } from '../payment/paymentPreferenceTypes.ts';

// The payment chain's clock (ours; the spec names none). Days are calendar days.

/** The agency issues the brand's invoice at most this many days after the event's billing day. */
export const INVOICE_ISSUE_DAYS = 5;

/** The brand's terms when its invoice says none (no due day yet): billing day plus 30 days. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

/** The agency sends the creator's payout at most this many days after the brand paid. */
export const PAYOUT_LEAD_DAYS = 5;

/** How long a payout takes to arrive once sent, by how the creator is paid. */
export const PAYOUT_TRANSIT_DAYS: Readonly<Record<PaymentPreferenceType, number>> = {
  // No preference yet: as slow as the slowest way, a check.
  0: 10,
  1: 10,
  2: 1,
  3: 5,
  4: 3,
};
