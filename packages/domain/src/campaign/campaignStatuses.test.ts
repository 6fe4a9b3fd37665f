import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS_TITLES, CAMPAIGN_STATUSES, isCampaignStatus } from './campaignStatuses.ts';

describe('CAMPAIGN_STATUSES', () => {
  it('lists every status in order', () => {
    expect(CAMPAIGN_STATUSES).toEqual([
      'active',
      'review',
      'renewal',
      'cancelled',
      'paused',
      'no-response',
      'archived',
      'brand-negotiations',
      'publisher-negotiations',
      'rejected',
      'renewed',
      'renew-recommendation',
      'in-progress',
    ]);
  });
});

describe('CAMPAIGN_STATUS_TITLES', () => {
  it('titles every status, in list order', () => {
    expect(Object.keys(CAMPAIGN_STATUS_TITLES)).toEqual([...CAMPAIGN_STATUSES]);
  });

  it.each([
    ['active', 'Active'],
    ['review', 'Review'],
    ['renewal', 'Renewal'],
    ['cancelled', 'Cancelled'],
    ['paused', 'Paused'],
    ['no-response', 'No Response'],
    ['archived', 'Completed'],
    ['brand-negotiations', 'Planning'],
    ['publisher-negotiations', 'Planning'],
    ['rejected', 'No Thanks'],
    ['renewed', 'Renewed'],
    ['renew-recommendation', 'Suggested Renewal'],
    ['in-progress', 'In Progress'],
  ] as const)('titles %s as %s', (status, title) => {
    expect(CAMPAIGN_STATUS_TITLES[status]).toBe(title);
  });
});

describe('isCampaignStatus', () => {
  it.each([
    ['active', true],
    ['renew-recommendation', true],
    ['in-progress', true],
    ['Active', false],
    ['in_progress', false],
    ['completed', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('%j -> %s', (value, expected) => {
    expect(isCampaignStatus(value)).toBe(expected);
  });
});
