import { describe, expect, it } from 'vitest';
import type { Campaign } from '../model/Campaign.ts';
import { isInPlanning } from './isInPlanning.ts';

type Input = Pick<Campaign, 'status' | 'campaign_status' | 'back_to_tcp_production_id'>;

const started = { campaign_status: 'in-progress', back_to_tcp_production_id: null } as const;

describe('isInPlanning', () => {
  it.each<[string, Input, boolean]>([
    ['in-progress', { status: 'in-progress', ...started }, true],
    ['brand-negotiations', { status: 'brand-negotiations', ...started }, true],
    ['rejected', { status: 'rejected', ...started }, true],
    [
      'rejected even when the plan is approved',
      { status: 'rejected', campaign_status: 'approved', back_to_tcp_production_id: null },
      true,
    ],
    ['active with a started plan and nothing sent back', { status: 'active', ...started }, false],
    [
      'active with an event sent back',
      { status: 'active', campaign_status: 'in-progress', back_to_tcp_production_id: 42 },
      true,
    ],
    [
      'active with an event sent back, production id 0',
      { status: 'active', campaign_status: 'approved', back_to_tcp_production_id: 0 },
      true,
    ],
    [
      'active with a not-started plan',
      { status: 'active', campaign_status: 'not-started', back_to_tcp_production_id: null },
      true,
    ],
    [
      'active with a signed IO',
      { status: 'active', campaign_status: 'creator-approved', back_to_tcp_production_id: null },
      false,
    ],
    [
      'publisher-negotiations is not in the planning set',
      { status: 'publisher-negotiations', ...started },
      false,
    ],
    [
      'paused with a not-started plan and an event sent back',
      { status: 'paused', campaign_status: 'not-started', back_to_tcp_production_id: 7 },
      false,
    ],
    ['archived', { status: 'archived', ...started }, false],
    ['renew-recommendation', { status: 'renew-recommendation', ...started }, false],
  ])('%s -> %s', (_label, campaign, expected) => {
    expect(isInPlanning(campaign)).toBe(expected);
  });
});
