import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_ACCESS_STATUS_TITLES,
  ANALYTICS_ACCESS_STATUSES,
  isAnalyticsAccessStatus,
} from './analyticsAccessStatuses.ts';

describe('ANALYTICS_ACCESS_STATUSES', () => {
  it('lists every status in order', () => {
    expect(ANALYTICS_ACCESS_STATUSES).toEqual([
      'not-started',
      'requested',
      'to-reconnect',
      'complete',
    ]);
  });
});

describe('ANALYTICS_ACCESS_STATUS_TITLES', () => {
  it('pins every title, in list order', () => {
    expect(Object.entries(ANALYTICS_ACCESS_STATUS_TITLES)).toEqual([
      ['not-started', 'Not Started'],
      ['requested', 'Requested'],
      ['to-reconnect', 'To Reconnect'],
      ['complete', 'Complete'],
    ]);
  });
});

describe('isAnalyticsAccessStatus', () => {
  it.each([
    ['not-started', true],
    ['to-reconnect', true],
    ['reconnect', false],
    ['sent', false],
    ['', false],
    [null, false],
    [undefined, false],
    [0, false],
  ])('%j -> %s', (value, expected) => {
    expect(isAnalyticsAccessStatus(value)).toBe(expected);
  });
});
