import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDayInWords, formatMonthInWords } from './calendarWords.ts';

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

// new Date(y, m, d) reads years 0 to 99 as 1900 to 1999.
function inYear(year: number, month: number, day: number): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month, day);
  return date;
}

// What screen readers hear for the calendar's period and days; the same in every zone, on days
// whose clocks change too. Dates are made inside each test, in its zone.
describe.each(['UTC', 'America/Los_Angeles', 'Europe/London', 'Pacific/Kiritimati'])(
  'in %s',
  (timeZone) => {
    useTimeZone(timeZone);

    it.each<[string, () => Date, string, string, string, string]>([
      [
        'a one-digit day',
        () => new Date(2024, 2, 5),
        'March 2024',
        'March 5, 2024',
        'Tuesday, March 5, 2024',
        'Tuesday, March 5',
      ],
      [
        'a leap day',
        () => new Date(2024, 1, 29),
        'February 2024',
        'February 29, 2024',
        'Thursday, February 29, 2024',
        'Thursday, February 29',
      ],
      [
        'the US spring-forward day',
        () => new Date(2024, 2, 10),
        'March 2024',
        'March 10, 2024',
        'Sunday, March 10, 2024',
        'Sunday, March 10',
      ],
      [
        'the UK fall-back day',
        () => new Date(2024, 9, 27),
        'October 2024',
        'October 27, 2024',
        'Sunday, October 27, 2024',
        'Sunday, October 27',
      ],
      [
        'the last day of a year',
        () => new Date(2024, 11, 31, 23, 59),
        'December 2024',
        'December 31, 2024',
        'Tuesday, December 31, 2024',
        'Tuesday, December 31',
      ],
      [
        'a year before 1000, in four digits',
        () => inYear(999, 6, 4),
        'July 0999',
        'July 4, 0999',
        'Thursday, July 4, 0999',
        'Thursday, July 4',
      ],
    ])('says %s', (_name, date, month, day, withWeekday, withoutYear) => {
      expect(formatMonthInWords(date())).toBe(month);
      expect(formatDayInWords(date())).toBe(day);
      expect(formatDayInWords(date(), { weekday: true })).toBe(withWeekday);
      expect(formatDayInWords(date(), { weekday: true, year: false })).toBe(withoutYear);
      expect(formatDayInWords(date(), { year: false })).toBe(day.replace(/, \d+$/, ''));
    });
  },
);
