import { describe, expect, it } from 'vitest';
import { comparePriority } from './comparePriority.ts';

describe('comparePriority', () => {
  it.each<[string | null | undefined, string | null | undefined, -1 | 0 | 1]>([
    ['urgent', 'high', -1],
    ['high', 'urgent', 1],
    ['medium', 'low', -1],
    ['low', 'no-priority', -1],
    ['urgent', 'urgent', 0],
    ['no-priority', 'no-priority', 0],
    ['no-priority', 'bogus', -1],
    ['bogus', 'no-priority', 1],
    ['low', null, -1],
    [undefined, 'low', 1],
    [null, undefined, 0],
    ['bogus', '', 0],
    ['Urgent', 'urgent', 1],
  ])('%j vs %j -> sign %i', (a, b, sign) => {
    expect(Math.sign(comparePriority(a, b))).toBe(sign);
  });

  it('sorts urgent first and unknown or missing last, keeping ties stable', () => {
    const priorities = ['low', null, 'urgent', 'later', 'no-priority', 'medium', undefined, 'high'];
    expect(priorities.toSorted(comparePriority)).toEqual([
      'urgent',
      'high',
      'medium',
      'low',
      'no-priority',
      null,
      'later',
      undefined,
    ]);
  });
});
