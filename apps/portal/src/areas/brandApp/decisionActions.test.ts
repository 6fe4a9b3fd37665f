import type { ApprovalStatus } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { getDecisionActions } from './decisionActions.ts';

describe('getDecisionActions', () => {
  it.each<[ApprovalStatus, string | null, string[], string[]]>([
    ['unsent', 'Approve', ['To discuss', 'Reject'], []],
    ['undecided', 'Approve', ['To discuss', 'Reject'], []],
    ['to-discuss', 'Approve', ['To discuss', 'Reject'], ['To discuss']],
    ['rejected', 'Approve', ['To discuss', 'Reject'], ['Reject']],
    ['approved', null, ['To discuss', 'Reject'], []],
  ])('a %s creator: primary %s, menu %j, %j not offered', (status, primary, menu, current) => {
    const actions = getDecisionActions(status);
    expect(actions.primary?.verb ?? null).toBe(primary);
    expect(actions.more.map((one) => one.verb)).toEqual(menu);
    expect(actions.more.filter((one) => one.isCurrent).map((one) => one.verb)).toEqual(current);
  });
});
