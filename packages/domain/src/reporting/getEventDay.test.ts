import { describe, expect, it } from 'vitest';
import { getEventDay } from './getEventDay.ts';

describe('getEventDay', () => {
  it.each([
    [{ aired_date: '2026-11-12', planned_date: '2026-11-10' }, '2026-11-12'],
    [{ aired_date: '2026-11-12', planned_date: null }, '2026-11-12'],
    [{ aired_date: null, planned_date: '2026-11-10' }, '2026-11-10'],
    [{ aired_date: null, planned_date: null }, null],
  ])('%o is on %s', (dates, day) => {
    expect(getEventDay(dates)).toBe(day);
  });
});
