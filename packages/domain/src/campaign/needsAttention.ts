import type { Campaign } from '../model/Campaign.ts';

// The server humanizes durations ('3 days', '1 month', '2 years'); months and years mean stale.
const STALE_DURATION = /\b(?:months?|years?)\b/i;

/** Whether a plan should be flagged: a fresh CM request, or a month or more in its group. */
export function needsAttention(plan: Pick<Campaign, 'group' | 'group_duration'>): boolean {
  if (plan.group === 'cm_request') return true;
  return plan.group_duration != null && STALE_DURATION.test(plan.group_duration);
}
