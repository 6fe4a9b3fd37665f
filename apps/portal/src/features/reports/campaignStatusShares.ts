import { CAMPAIGN_STATUS_TITLES, type Campaign } from '@airtime/domain';
import type { Tone } from '../status/badge.ts';
import { campaignStatusTone } from '../status/campaignBadges.ts';

/**
 * One slice of campaigns by status: the status title (both negotiations read Planning), a count,
 * and the tone the status's badge shows ('Others', several statuses, is neutral).
 */
export interface StatusShare {
  readonly label: string;
  readonly value: number;
  readonly tone: Tone;
}

/**
 * Campaigns counted by status title, largest first, the smallest folded into 'Others' so a chart
 * stays within `maxSlices` (the design system's palette holds six).
 */
export function getCampaignStatusShares(
  campaigns: readonly Pick<Campaign, 'status'>[],
  maxSlices = 6,
): StatusShare[] {
  const counts = new Map<string, { value: number; tone: Tone }>();
  for (const { status } of campaigns) {
    const label = CAMPAIGN_STATUS_TITLES[status];
    // Statuses sharing a title share a tone (statusBadges.test.ts holds them to it).
    counts.set(label, {
      value: (counts.get(label)?.value ?? 0) + 1,
      tone: campaignStatusTone(status),
    });
  }
  const shares = [...counts.entries()]
    .map(([label, { value, tone }]) => ({ label, value, tone }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  if (shares.length <= maxSlices) return shares;
  const kept = shares.slice(0, maxSlices - 1);
  const others = shares.slice(maxSlices - 1).reduce((sum, share) => sum + share.value, 0);
  return [...kept, { label: 'Others', value: others, tone: 'neutral' }];
}
