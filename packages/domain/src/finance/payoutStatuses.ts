/**
 * Where a creator payout stands (Finance > Creator Payout); the list is ours, the spec names none:
 * pending → scheduled → sent (the agency sent the money) → paid (the creator received it); failed.
 */
export const PAYOUT_STATUSES = ['pending', 'scheduled', 'sent', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_TITLES: Record<PayoutStatus, string> = {
  pending: 'Pending',
  scheduled: 'Scheduled',
  sent: 'Sent',
  paid: 'Paid',
  failed: 'Failed',
};

/** Whether a value is a known payout status. */
export function isPayoutStatus(value: unknown): value is PayoutStatus {
  return (PAYOUT_STATUSES as readonly unknown[]).includes(value);
}
