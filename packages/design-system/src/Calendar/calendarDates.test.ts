import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CalendarView,
  fromDateKey,
  getCalendarRange,
  getKeyboardTarget,
  getMonthWeeks,
  getWeekDates,
  groupByDate,
  isDateKey,
  isInPeriod,
  shiftPeriod,
  type WeekStartsOn,
} from './calendarDates.ts';

function useTimeZone(timeZone: string): void {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = timeZone;
  });
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
}

// UTC, two zones with daylight-saving changes inside the tested months, and far east of UTC.
const TIME_ZONES = ['UTC', 'America/Los_Angeles', 'Europe/London', 'Pacific/Kiritimati'] as const;

describe.each(TIME_ZONES)('in %s', (timeZone) => {
  useTimeZone(timeZone);

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-02-30', false],
    ['2024-13-01', false],
    ['2024-3-1', false],
    ['2024-03-01T00:00:00Z', false],
    ['', false],
  ])('isDateKey(%j) is %s', (value, expected) => {
    expect(isDateKey(value)).toBe(expected);
  });

  it('fromDateKey refuses what is not a calendar day', () => {
    expect(() => fromDateKey('2023-02-29')).toThrow(RangeError);
    expect(fromDateKey('2024-03-10').getDate()).toBe(10);
  });

  // [month, weekStartsOn, rows, first day shown, last day shown]
  it.each<[string, WeekStartsOn, number, string, string]>([
    // Starts on a Friday: six rows, spilling into February and April.
    ['2024-03-15', 0, 6, '2024-02-25', '2024-04-06'],
    // Leap February: Thursday the 1st to Thursday the 29th.
    ['2024-02-10', 0, 5, '2024-01-28', '2024-03-02'],
    // Common February starting on a Sunday: exactly four rows, no spill-over.
    ['2015-02-01', 0, 4, '2015-02-01', '2015-02-28'],
    // The same month with Monday weeks needs five rows.
    ['2015-02-01', 1, 5, '2015-01-26', '2015-03-01'],
    // Starts on a Sunday, ends on a Monday.
    ['2024-09-30', 0, 5, '2024-09-01', '2024-10-05'],
    // Ends on a Saturday: the last row is all August.
    ['2024-08-01', 0, 5, '2024-07-28', '2024-08-31'],
    // December spilling into the next year.
    ['2024-12-25', 0, 5, '2024-12-01', '2025-01-04'],
    // January spilling back into the previous year.
    ['2025-01-01', 0, 5, '2024-12-29', '2025-02-01'],
    // Daylight saving starts (US 10 March, UK 31 March) and ends (US 3 Nov, UK 27 Oct).
    ['2024-11-03', 0, 5, '2024-10-27', '2024-11-30'],
  ])('getMonthWeeks(%s, %i): %i rows from %s to %s', (date, weekStartsOn, rows, first, last) => {
    const weeks = getMonthWeeks(date, weekStartsOn);
    expect(weeks).toHaveLength(rows);
    for (const week of weeks) expect(week).toHaveLength(7);
    const days = weeks.flat();
    expect(days[0]).toBe(first);
    expect(days.at(-1)).toBe(last);
    // Every day once, in order, with no day skipped or repeated around a clock change.
    expect(new Set(days).size).toBe(days.length);
    for (let index = 1; index < days.length; index += 1) {
      const gap =
        fromDateKey(days[index] as string).getDate() -
        fromDateKey(days[index - 1] as string).getDate();
      expect(gap === 1 || gap < 0).toBe(true);
    }
  });

  it.each<[string, WeekStartsOn, string[]]>([
    // The week of year-end.
    [
      '2024-12-31',
      0,
      [
        '2024-12-29',
        '2024-12-30',
        '2024-12-31',
        '2025-01-01',
        '2025-01-02',
        '2025-01-03',
        '2025-01-04',
      ],
    ],
    [
      '2025-01-01',
      1,
      [
        '2024-12-30',
        '2024-12-31',
        '2025-01-01',
        '2025-01-02',
        '2025-01-03',
        '2025-01-04',
        '2025-01-05',
      ],
    ],
    // A Sunday starts its own week.
    [
      '2024-03-10',
      0,
      [
        '2024-03-10',
        '2024-03-11',
        '2024-03-12',
        '2024-03-13',
        '2024-03-14',
        '2024-03-15',
        '2024-03-16',
      ],
    ],
    // The leap day's week.
    [
      '2024-02-29',
      0,
      [
        '2024-02-25',
        '2024-02-26',
        '2024-02-27',
        '2024-02-28',
        '2024-02-29',
        '2024-03-01',
        '2024-03-02',
      ],
    ],
  ])('getWeekDates(%s, %i)', (date, weekStartsOn, expected) => {
    expect(getWeekDates(date, weekStartsOn)).toEqual(expected);
  });

  it.each<[string, CalendarView, WeekStartsOn, string, string]>([
    ['2024-03-15', 'month', 0, '2024-02-25', '2024-04-06'],
    ['2024-03-15', 'week', 0, '2024-03-10', '2024-03-16'],
    ['2024-12-31', 'week', 0, '2024-12-29', '2025-01-04'],
    ['2024-03-15', 'week', 1, '2024-03-11', '2024-03-17'],
  ])('getCalendarRange(%s, %s, %i) is %s to %s', (date, view, weekStartsOn, start, end) => {
    expect(getCalendarRange(date, view, weekStartsOn)).toEqual({ start, end });
  });

  it.each<[string, string, CalendarView, boolean]>([
    ['2024-02-29', '2024-02-01', 'month', true],
    ['2024-03-01', '2024-02-29', 'month', false],
    ['2025-01-04', '2024-12-29', 'week', true],
    ['2025-01-05', '2024-12-29', 'week', false],
    ['2024-12-31', '2023-12-31', 'month', false],
  ])('isInPeriod(%s, %s, %s) is %s', (date, anchor, view, expected) => {
    expect(isInPeriod(date, anchor, view)).toBe(expected);
  });

  it.each<[string, CalendarView, number, string]>([
    // The day is kept where it exists and clamped to the month's end where it does not.
    ['2024-01-31', 'month', 1, '2024-02-29'],
    ['2023-01-31', 'month', 1, '2023-02-28'],
    ['2024-03-31', 'month', -1, '2024-02-29'],
    ['2024-12-15', 'month', 1, '2025-01-15'],
    ['2025-01-15', 'month', -1, '2024-12-15'],
    ['2024-12-29', 'week', 1, '2025-01-05'],
    ['2024-03-03', 'week', 1, '2024-03-10'],
    ['2024-03-31', 'week', -1, '2024-03-24'],
  ])('shiftPeriod(%s, %s, %i) is %s', (date, view, amount, expected) => {
    expect(shiftPeriod(date, view, amount)).toBe(expected);
  });

  it.each<[string, string, CalendarView, string | null]>([
    ['2024-03-01', 'ArrowLeft', 'month', '2024-02-29'],
    ['2024-02-29', 'ArrowRight', 'month', '2024-03-01'],
    ['2024-12-31', 'ArrowRight', 'week', '2025-01-01'],
    ['2024-03-05', 'ArrowUp', 'month', '2024-02-27'],
    ['2024-12-28', 'ArrowDown', 'month', '2025-01-04'],
    ['2024-03-13', 'Home', 'month', '2024-03-10'],
    ['2024-03-13', 'End', 'month', '2024-03-16'],
    ['2024-01-31', 'PageDown', 'month', '2024-02-29'],
    ['2024-03-13', 'PageUp', 'month', '2024-02-13'],
    ['2024-03-13', 'PageDown', 'week', '2024-03-20'],
    ['2024-03-13', 'Enter', 'month', null],
    ['2024-03-13', 'a', 'week', null],
  ])('getKeyboardTarget(%s, %s, %s) is %s', (date, key, view, expected) => {
    expect(getKeyboardTarget(date, key, view)).toBe(expected);
  });

  it('getKeyboardTarget honours Monday weeks for Home and End', () => {
    expect(getKeyboardTarget('2024-03-10', 'Home', 'month', 1)).toBe('2024-03-04');
    expect(getKeyboardTarget('2024-03-10', 'End', 'month', 1)).toBe('2024-03-10');
  });
});

describe('groupByDate', () => {
  it('groups items by day in their given order and drops bad dates', () => {
    const items = [
      { id: 'a', date: '2024-03-05' },
      { id: 'b', date: '2024-03-06' },
      { id: 'c', date: '2024-03-05' },
      { id: 'd', date: '2024-03-05T10:00:00Z' },
      { id: 'e', date: '2024-02-30' },
    ];
    const grouped = groupByDate(items);
    expect([...grouped.keys()]).toEqual(['2024-03-05', '2024-03-06']);
    expect(grouped.get('2024-03-05')?.map((item) => item.id)).toEqual(['a', 'c']);
    expect(grouped.get('2024-03-06')?.map((item) => item.id)).toEqual(['b']);
  });
});
