import { describe, expect, it } from 'vitest';
import { getMonthOfDay } from './getMonthOfDay.ts';

describe('getMonthOfDay', () => {
  it.each([
    ['2026-11-20', '2026-11'],
    ['2026-01-01', '2026-01'],
    ['2026-12-31', '2026-12'],
    ['2026-11', '2026-11'],
    ['2026-11-30T23:59:59-08:00', '2026-11'],
    ['2026-13-01', null],
    ['2026-00-01', null],
    ['2026-1-05', null],
    ['next month', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('the month of %s is %s', (day, month) => {
    expect(getMonthOfDay(day)).toBe(month);
  });
});
