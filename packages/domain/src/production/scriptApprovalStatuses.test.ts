import { describe, expect, it } from 'vitest';
import {
  isScriptApprovalStatus,
  SCRIPT_APPROVAL_STATUS_TITLES,
  SCRIPT_APPROVAL_STATUSES,
} from './scriptApprovalStatuses.ts';

describe('SCRIPT_APPROVAL_STATUSES', () => {
  it('lists every status in order', () => {
    expect(SCRIPT_APPROVAL_STATUSES).toEqual([
      'not-started',
      'script-received',
      'internal-review',
      'brand-review',
      'brand-notes-received',
      'complete',
    ]);
  });
});

describe('SCRIPT_APPROVAL_STATUS_TITLES', () => {
  it('pins every title, in list order', () => {
    expect(Object.entries(SCRIPT_APPROVAL_STATUS_TITLES)).toEqual([
      ['not-started', 'Not Started'],
      ['script-received', 'Script Received'],
      ['internal-review', 'Internal Review'],
      ['brand-review', 'Brand Review'],
      ['brand-notes-received', 'Brand Notes Received'],
      ['complete', 'Approved'],
    ]);
  });
});

describe('isScriptApprovalStatus', () => {
  it.each([
    ['script-received', true],
    ['complete', true],
    ['approved', false],
    ['brand_review', false],
    ['', false],
    [null, false],
    [undefined, false],
    [0, false],
  ])('%j -> %s', (value, expected) => {
    expect(isScriptApprovalStatus(value)).toBe(expected);
  });
});
