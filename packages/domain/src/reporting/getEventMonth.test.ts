import { describe, expect, it } from 'vitest';
import { getEventMonth } from './getEventMonth.ts';

describe('getEventMonth', () => {
  it.each([
    ['the aired month', { aired_date: '2026-12-01', planned_date: '2026-11-30' }, '2026-12'],
    [
      'the planned month before it airs',
      { aired_date: null, planned_date: '2026-11-30' },
      '2026-11',
    ],
    ['none without a day', { aired_date: null, planned_date: null }, null],
    ['none for a malformed day', { aired_date: null, planned_date: 'soon' }, null],
  ])('%s', (_case, event, month) => {
    expect(getEventMonth(event)).toBe(month);
  });
});
