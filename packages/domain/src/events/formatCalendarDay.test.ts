import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCalendarDay } from './formatCalendarDay.ts';

// new Date(y, m, d) reads years 0 to 99 as 1900 to 1999.
function inYear(year: number, month: number, day: number): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month, day);
  return date;
}

// Dates are made inside each test, in its zone: a local Date's day must not depend on which zone.
describe.each(['UTC', 'America/Sao_Paulo', 'Europe/Berlin', 'Pacific/Kiritimati'])(
  'formatCalendarDay in %s',
  (timeZone) => {
    const original = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = timeZone;
    });
    afterAll(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it.each<[string, () => Date, string]>([
      ['a day with one-digit month and day', () => new Date(2024, 2, 5), '2024-03-05'],
      ['a two-digit month and day', () => new Date(2024, 11, 31, 23, 59, 59, 999), '2024-12-31'],
      ['a leap day', () => new Date(2024, 1, 29), '2024-02-29'],
      ['the day after February 28 of a common year', () => new Date(2023, 1, 29), '2023-03-01'],
      ['a year before 1000', () => new Date(999, 6, 4), '0999-07-04'],
      ['a two-digit year', () => inYear(99, 0, 9), '0099-01-09'],
      ['year 0 as date-fns wrote it (1 BC)', () => inYear(0, 5, 1), '0001-06-01'],
      ['the US spring-forward day', () => new Date(2024, 2, 10, 12), '2024-03-10'],
      ['the EU fall-back day', () => new Date(2024, 9, 27, 2, 30), '2024-10-27'],
      ['a day Sao Paulo skipped midnight', () => new Date(2018, 10, 4), '2018-11-04'],
      ['a five-digit year', () => new Date(12345, 0, 1), '12345-01-01'],
    ])('writes %s', (_name, date, expected) => {
      expect(formatCalendarDay(date())).toBe(expected);
    });
  },
);
