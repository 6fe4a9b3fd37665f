import { describe, expect, it } from 'vitest';
import { isPlanIoStatus, PLAN_IO_STATUS_TITLES, PLAN_IO_STATUSES } from './planIoStatuses.ts';

describe('PLAN_IO_STATUSES', () => {
  it('lists every status in order', () => {
    expect(PLAN_IO_STATUSES).toEqual([
      'not-started',
      'in-progress',
      'created',
      'skipped',
      'approved',
      'review',
      'creator-approved',
    ]);
  });
});

describe('PLAN_IO_STATUS_TITLES', () => {
  it('pins every title, in list order', () => {
    expect(Object.entries(PLAN_IO_STATUS_TITLES)).toEqual([
      ['not-started', 'Not Started'],
      ['in-progress', 'In Progress'],
      ['created', 'Created'],
      ['skipped', 'Skipped'],
      ['approved', 'Sent'],
      ['review', 'Negotiations'],
      ['creator-approved', 'Signed'],
    ]);
  });
});

describe('isPlanIoStatus', () => {
  it.each([
    ['not-started', true],
    ['creator-approved', true],
    ['signed', false],
    ['sent', false],
    ['', false],
    [null, false],
    [undefined, false],
    [0, false],
  ])('%j -> %s', (value, expected) => {
    expect(isPlanIoStatus(value)).toBe(expected);
  });
});
