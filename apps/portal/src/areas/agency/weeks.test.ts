import { describe, expect, it } from 'vitest';
import { shiftWeek, weekStartOf } from './weeks.ts';

describe('weeks', () => {
  it.each([
    ['2026-11-20', '2026-11-15'],
    ['2026-11-15', '2026-11-15'],
    ['2026-11-21', '2026-11-15'],
    ['2026-03-01', '2026-03-01'],
    ['not a day', undefined],
  ])('the week of %s starts on %s', (day, start) => {
    expect(weekStartOf(day)).toBe(start);
  });

  it.each([
    ['2026-11-15', 1, '2026-11-22'],
    ['2026-11-15', -1, '2026-11-08'],
    ['2026-12-27', 1, '2027-01-03'],
    ['2026-03-01', -1, '2026-02-22'],
  ])('%s shifted by %i week(s) is %s', (start, weeks, expected) => {
    expect(shiftWeek(start, weeks)).toBe(expected);
  });
});
