import { describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDaysBetween } from './calendarDays.ts';

describe('calendar days', () => {
  it.each([
    ['2026-10-01', 30, '2026-10-31'],
    ['2026-12-30', 5, '2027-01-04'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-10-24T23:30:00.000Z', 1, '2026-10-25'],
  ] as const)('%s plus %i days is %s', (day, days, expected) => {
    expect(addCalendarDays(day, days)).toBe(expected);
  });

  it.each([
    ['2026-10-01', '2026-10-13', 12],
    ['2026-10-13', '2026-10-01', -12],
    ['2026-03-28', '2026-03-30', 2],
  ] as const)('from %s to %s is %i days', (earlier, later, expected) => {
    expect(calendarDaysBetween(earlier, later)).toBe(expected);
  });
});
