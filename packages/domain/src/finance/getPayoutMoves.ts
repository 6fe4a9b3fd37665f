import type { PayoutStatus } from './payoutStatuses.ts';

/**
 * The statuses a payout may move to next (ours): pending → scheduled → sent → paid (received) or
 * failed; a failed payout is scheduled again. Paid is final.
 */
const PAYOUT_MOVES: Readonly<Record<PayoutStatus, readonly PayoutStatus[]>> = {
  pending: ['scheduled'],
  scheduled: ['sent'],
  sent: ['paid', 'failed'],
  failed: ['scheduled'],
  paid: [],
};

/** The statuses a payout at `status` may move to, in the order menus offer them. */
export function getPayoutMoves(status: PayoutStatus): readonly PayoutStatus[] {
  return PAYOUT_MOVES[status];
}
