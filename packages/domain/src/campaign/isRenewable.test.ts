import { describe, expect, it } from 'vitest';
import type { CampaignStatus } from './campaignStatuses.ts';
import { isRenewable } from './isRenewable.ts';

describe('isRenewable', () => {
  it.each<[CampaignStatus, boolean]>([
    ['renewal', true],
    ['renew-recommendation', true],
    ['renewed', false],
    ['active', false],
    ['in-progress', false],
    ['archived', false],
    ['cancelled', false],
  ])('%s: %s', (status, expected) => {
    expect(isRenewable({ status })).toBe(expected);
  });
});
