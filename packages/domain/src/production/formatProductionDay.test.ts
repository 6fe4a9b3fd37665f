import { describe, expect, it } from 'vitest';
import { formatProductionDay } from './formatProductionDay.ts';

describe('formatProductionDay', () => {
  it.each<[string, string | null]>([
    ['2026-11-05', 'Nov 5, 2026'],
    ['2026-11-20', 'Nov 20, 2026'],
    ['2027-01-31', 'Jan 31, 2027'],
    ['2026-09-10', 'Sep 10, 2026'],
    ['2026-12-01', 'Dec 1, 2026'],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['2026-11-00', null],
    ['2026-11-32', null],
    ['2026-11-05T10:00:00Z', null],
    ['2026-1-05', null],
    ['', null],
  ])('%j is %j', (day, expected) => {
    expect(formatProductionDay(day)).toBe(expected);
  });
});
