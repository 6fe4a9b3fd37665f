import { CAMPAIGN_STATUSES } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { campaignStatusBadge } from '../status/campaignBadges.ts';
import { getCampaignStatusShares } from './campaignStatusShares.ts';

describe('getCampaignStatusShares', () => {
  it('counts by title, so both negotiations are Planning', () => {
    expect(
      getCampaignStatusShares([
        { status: 'brand-negotiations' },
        { status: 'publisher-negotiations' },
        { status: 'active' },
      ]),
    ).toEqual([
      { label: 'Planning', value: 2, tone: 'info' },
      { label: 'Active', value: 1, tone: 'positive' },
    ]);
  });

  it('folds the smallest into Others', () => {
    const statuses = [
      'active',
      'active',
      'active',
      'paused',
      'paused',
      'review',
      'renewal',
    ] as const;
    expect(
      getCampaignStatusShares(
        statuses.map((status) => ({ status })),
        3,
      ),
    ).toEqual([
      { label: 'Active', value: 3, tone: 'positive' },
      { label: 'Paused', value: 2, tone: 'warning' },
      { label: 'Others', value: 2, tone: 'neutral' },
    ]);
  });

  it('gives nothing for no campaigns', () => {
    expect(getCampaignStatusShares([])).toEqual([]);
  });

  // The donut's slice of a status and that status's badge in the table take one colour.
  it.each(CAMPAIGN_STATUSES)('a %s slice takes the tone of its badge', (status) => {
    const [slice] = getCampaignStatusShares([{ status }]);
    const badge = campaignStatusBadge(status);
    expect(slice).toEqual({ label: badge.label, value: 1, tone: badge.tone });
  });
});
