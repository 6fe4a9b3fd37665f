import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fourDigitYear,
  monthName,
  toIsoDay,
  twoDigits,
  twoDigitYear,
  weekdayName,
  yearOf,
} from './dateParts.ts';

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
function inYear(year: number, month = 0, day = 1): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month, day);
  return date;
}

it.each([
  [0, '00'],
  [3, '03'],
  [9, '09'],
  [10, '10'],
  [31, '31'],
  [123, '123'],
])('twoDigits(%i) is %s', (value, expected) => {
  expect(twoDigits(value)).toBe(expected);
});

// Zones with clock changes (Sao Paulo's at midnight until 2019) and far from UTC: a local Date's
// day, month and year never depend on where it is read. Dates are made inside each test.
describe.each(['UTC', 'America/Los_Angeles', 'America/Sao_Paulo', 'Pacific/Kiritimati'])(
  'in %s',
  (timeZone) => {
    useTimeZone(timeZone);

    it.each<[string, () => Date, string, string, string]>([
      ['a recent day', () => new Date(2024, 2, 5), '2024-03-05', '2024', '24'],
      [
        'the last moment of a year',
        () => new Date(2023, 11, 31, 23, 59, 59, 999),
        '2023-12-31',
        '2023',
        '23',
      ],
      ['a leap day', () => new Date(2024, 1, 29), '2024-02-29', '2024', '24'],
      ['February 29 of a common year', () => new Date(2023, 1, 29), '2023-03-01', '2023', '23'],
      ['a US spring-forward day', () => new Date(2024, 2, 10, 3), '2024-03-10', '2024', '24'],
      ['a Sao Paulo midnight skipped', () => new Date(2018, 10, 4), '2018-11-04', '2018', '18'],
      ['a year of the 2000s', () => new Date(2005, 0, 1), '2005-01-01', '2005', '05'],
      ['a year before 1000', () => inYear(999, 6, 4), '0999-07-04', '0999', '99'],
      ['a two-digit year', () => inYear(99, 0, 9), '0099-01-09', '0099', '99'],
      ['year 1', () => inYear(1), '0001-01-01', '0001', '01'],
      ['year 0, written as its era year (1 BC)', () => inYear(0), '0001-01-01', '0001', '01'],
      ['a five-digit year', () => inYear(12345), '12345-01-01', '12345', '45'],
    ])('writes %s as %s, year %s, %s', (_name, date, isoDay, fourDigits, twoDigitsOfYear) => {
      expect(toIsoDay(date())).toBe(isoDay);
      expect(fourDigitYear(date())).toBe(fourDigits);
      expect(twoDigitYear(date())).toBe(twoDigitsOfYear);
    });
  },
);

it.each([
  [2024, 2024],
  [999, 999],
  [1, 1],
  [0, 1],
  [-1, 2],
])('yearOf a Date in year %i is %i', (year, expected) => {
  expect(yearOf(inYear(year))).toBe(expected);
});

it.each([
  [0, 'January', 'Jan'],
  [1, 'February', 'Feb'],
  [2, 'March', 'Mar'],
  [3, 'April', 'Apr'],
  [4, 'May', 'May'],
  [5, 'June', 'Jun'],
  [6, 'July', 'Jul'],
  [7, 'August', 'Aug'],
  [8, 'September', 'Sep'],
  [9, 'October', 'Oct'],
  [10, 'November', 'Nov'],
  [11, 'December', 'Dec'],
])('month %i is %s, short %s', (month, name, short) => {
  expect(monthName(new Date(2024, month, 15))).toBe(name);
  expect(monthName(new Date(2024, month, 15)).slice(0, 3)).toBe(short);
});

// March 3 to 9, 2024 run Sunday to Saturday.
it.each([
  [3, 'Sunday', 'Sun'],
  [4, 'Monday', 'Mon'],
  [5, 'Tuesday', 'Tue'],
  [6, 'Wednesday', 'Wed'],
  [7, 'Thursday', 'Thu'],
  [8, 'Friday', 'Fri'],
  [9, 'Saturday', 'Sat'],
])('March %i, 2024 is a %s, short %s', (day, name, short) => {
  expect(weekdayName(new Date(2024, 2, day))).toBe(name);
  expect(weekdayName(new Date(2024, 2, day)).slice(0, 3)).toBe(short);
});
