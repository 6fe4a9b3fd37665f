import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatLongMonth,
  isMonth,
  monthOfDay,
  shiftMonth,
  toDay,
  toMonth,
} from './months.ts';

describe('months', () => {
  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-03', -14, '2025-01'],
  ])('%s shifted by %i is %s', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toBe(expected);
  });

  it.each([
    ['2026-11', true],
    ['2026-13', false],
    ['2026-1', false],
    [undefined, false],
  ])('isMonth(%s) is %s', (value, expected) => {
    expect(isMonth(value)).toBe(expected);
  });

  it.each([
    ['2026-11-20', '2026-11'],
    ['2026-11-20T10:00:00Z', '2026-11'],
    [null, undefined],
  ])('monthOfDay(%s) is %s', (day, expected) => {
    expect(monthOfDay(day)).toBe(expected);
  });

  it('reads dates on the local calendar', () => {
    const date = new Date(2026, 10, 5, 23, 30);
    expect(toMonth(date)).toBe('2026-11');
    expect(toDay(date)).toBe('2026-11-05');
  });

  it('writes long months and moves days', () => {
    expect(formatLongMonth('2026-11')).toBe('November 2026');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});
