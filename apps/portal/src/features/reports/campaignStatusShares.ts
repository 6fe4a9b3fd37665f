import { CAMPAIGN_STATUS_TITLES, type Campaign } from '@airtime/domain';

/** One slice of campaigns by status: the status title (both negotiations read Planning) and a count. */
export interface StatusShare {
  readonly label: string;
  readonly value: number;
}

/**
 * Campaigns counted by status title, largest first, the smallest folded into 'Others' so a chart
 * stays within `maxSlices` (the design system's palette holds six).
 */
export function getCampaignStatusShares(
  campaigns: readonly Pick<Campaign, 'status'>[],
  maxSlices = 6,
): StatusShare[] {
  const counts = new Map<string, number>();
  for (const { status } of campaigns) {
    const label = CAMPAIGN_STATUS_TITLES[status];
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const shares = [...counts.entries()]
    .map(([label, value]) => ({ label, value }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  if (shares.length <= maxSlices) return shares;
  const kept = shares.slice(0, maxSlices - 1);
  const others = shares.slice(maxSlices - 1).reduce((sum, share) => sum + share.value, 0);
  return [...kept, { label: 'Others', value: others }];
}
