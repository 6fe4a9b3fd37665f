import { describe, expect, it } from 'vitest';
import { BRIEF_STATUS_TITLES, BRIEF_STATUSES, isBriefStatus } from './briefStatuses.ts';

describe('BRIEF_STATUSES', () => {
  it('lists every status in order', () => {
    expect(BRIEF_STATUSES).toEqual(['not-started', 'complete', 'sent']);
  });
});

describe('BRIEF_STATUS_TITLES', () => {
  it('pins every title, in list order', () => {
    expect(Object.entries(BRIEF_STATUS_TITLES)).toEqual([
      ['not-started', 'Not Started'],
      ['complete', 'Complete'],
      ['sent', 'Sent'],
    ]);
  });
});

describe('isBriefStatus', () => {
  it.each([
    ['not-started', true],
    ['sent', true],
    ['requested', false],
    ['Complete', false],
    ['', false],
    [null, false],
    [undefined, false],
    [0, false],
  ])('%j -> %s', (value, expected) => {
    expect(isBriefStatus(value)).toBe(expected);
  });
});
