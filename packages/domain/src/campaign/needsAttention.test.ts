import { describe, expect, it } from 'vitest';
import type { Campaign } from '../model/Campaign.ts';
import { needsAttention } from './needsAttention.ts';

type Input = Pick<Campaign, 'group' | 'group_duration'>;

describe('needsAttention', () => {
  it.each<[Input, boolean]>([
    [{ group: 'cm_request', group_duration: null }, true],
    [{ group: 'cm_request', group_duration: '2 hours' }, true],
    [{ group: 'create_plan', group_duration: '1 month' }, true],
    [{ group: 'create_plan', group_duration: '3 months' }, true],
    [{ group: 'brand_approval', group_duration: '1 year' }, true],
    [{ group: 'brand_approval', group_duration: '2 years' }, true],
    [{ group: 'io_create', group_duration: 'a month' }, true],
    [{ group: 'io_create', group_duration: '1 Year 2 Months' }, true],
    [{ group: 'io_approval', group_duration: '29 days' }, false],
    [{ group: 'io_approval', group_duration: '3 weeks' }, false],
    [{ group: 'send_to_creator', group_duration: '5 minutes' }, false],
    [{ group: 'send_to_creator', group_duration: 'monthly' }, false],
    [{ group: 'declined', group_duration: '' }, false],
    [{ group: 'declined', group_duration: null }, false],
    [{ group: null, group_duration: '2 months' }, true],
    [{ group: null, group_duration: null }, false],
  ])('%j -> %s', (plan, expected) => {
    expect(needsAttention(plan)).toBe(expected);
  });
});
