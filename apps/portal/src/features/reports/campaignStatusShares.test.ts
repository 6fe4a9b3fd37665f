import { describe, expect, it } from 'vitest';
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
      { label: 'Planning', value: 2 },
      { label: 'Active', value: 1 },
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
      { label: 'Active', value: 3 },
      { label: 'Paused', value: 2 },
      { label: 'Others', value: 2 },
    ]);
  });

  it('gives nothing for no campaigns', () => {
    expect(getCampaignStatusShares([])).toEqual([]);
  });
});
