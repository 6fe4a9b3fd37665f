import { describe, expect, it } from 'vitest';
import { APPROVAL_STATUS_TITLES, APPROVAL_STATUSES, isApprovalStatus } from './approvalStatuses.ts';

describe('APPROVAL_STATUSES', () => {
  it('lists every status in order', () => {
    expect(APPROVAL_STATUSES).toEqual([
      'unsent',
      'undecided',
      'to-discuss',
      'approved',
      'rejected',
    ]);
  });
});

describe('APPROVAL_STATUS_TITLES', () => {
  it('pins every title, in list order', () => {
    expect(Object.entries(APPROVAL_STATUS_TITLES)).toEqual([
      ['unsent', 'Unsent'],
      ['undecided', 'Undecided'],
      ['to-discuss', 'To Discuss'],
      ['approved', 'Approved'],
      ['rejected', 'Rejected'],
    ]);
  });
});

describe('isApprovalStatus', () => {
  it.each([
    ['unsent', true],
    ['to-discuss', true],
    ['rejected', true],
    ['to_discuss', false],
    ['pending', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('%j -> %s', (value, expected) => {
    expect(isApprovalStatus(value)).toBe(expected);
  });
});
