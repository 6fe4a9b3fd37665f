import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from './formatDate.ts';
import { formatMonth } from './formatMonth.ts';
import { formatMonthRange } from './formatMonthRange.ts';
import { formatNumericDate } from './formatNumericDate.ts';
import { formatWeekOf } from './formatWeekOf.ts';
import { parseCalendarDate } from './parseCalendarDate.ts';

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

// Far west and far east of UTC, where `new Date('2024-03-01')` shows the wrong day.
const TIME_ZONES = [
  ['UTC', 0],
  ['America/Los_Angeles', 480],
  ['Pacific/Honolulu', 600],
  ['Asia/Tokyo', -540],
  ['Pacific/Kiritimati', -840],
] as const;

describe.each(TIME_ZONES)('in %s', (timeZone, januaryOffset) => {
  useTimeZone(timeZone);

  it('really runs in that time zone', () => {
    expect(new Date(2024, 0, 15).getTimezoneOffset()).toBe(januaryOffset);
  });

  it.each([
    ['2024-03-01', 'Mar 01, 2024'],
    ['2024-03-05', 'Mar 05, 2024'],
    ['2023-12-31', 'Dec 31, 2023'],
    ['2024-01-01', 'Jan 01, 2024'],
    ['2024-02-29', 'Feb 29, 2024'],
    [' 2024-07-04 ', 'Jul 04, 2024'],
    ['2024-03-10', 'Mar 10, 2024'],
    ['2024-11-03', 'Nov 03, 2024'],
    ['0999-07-04', 'Jul 04, 999'],
    ['2023-02-29', '—'],
    ['2024-04-31', '—'],
    ['2024-00-10', '—'],
    // new Date(99, 4, 5) is 1999: two-digit years never read as calendar dates.
    ['0099-05-05', '—'],
  ])('formatDate(%s) is %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it.each([
    ['2024-03-01', '3/24'],
    ['2023-12-31', '12/23'],
    ['2024-01-01', '1/24'],
    ['2005-07-31', '7/05'],
    ['0999-07-04', '7/99'],
  ])('formatMonth(%s) is %s', (input, expected) => {
    expect(formatMonth(input)).toBe(expected);
  });

  it.each([
    ['2024-03-01', '2024-05-31', '3/24 – 5/24'],
    ['2024-03-01', '2024-03-31', '3/24'],
    ['2023-12-01', '2024-01-31', '12/23 – 1/24'],
    ['2024-03-01', null, '3/24'],
    [null, '2024-05-31', '5/24'],
    [null, undefined, '—'],
  ])('formatMonthRange(%s, %s) is %s', (start, end, expected) => {
    expect(formatMonthRange(start, end)).toBe(expected);
  });

  it.each([
    ['2024-03-04', undefined, 'Week of 03/04/24'],
    ['2024-01-01', undefined, 'Week of 01/01/24'],
    ['2024-03-07', 1, 'Week of 03/04/24'],
    ['2024-03-07', 0, 'Week of 03/03/24'],
    ['2024-03-07', undefined, 'Week of 03/07/24'],
    ['2025-01-01', 0, 'Week of 12/29/24'],
    ['2024-03-13', 0, 'Week of 03/10/24'],
    ['2024-11-05', 0, 'Week of 11/03/24'],
    ['2024-02-29', 1, 'Week of 02/26/24'],
    ['0999-07-04', undefined, 'Week of 07/04/99'],
  ] as const)('formatWeekOf(%s, weekStartsOn %s) is %s', (input, weekStartsOn, expected) => {
    expect(formatWeekOf(input, { weekStartsOn })).toBe(expected);
  });

  it.each([
    ['2024-03-05', '03/05/2024'],
    ['2024-12-31', '12/31/2024'],
    ['2025-01-01', '01/01/2025'],
    ['0999-07-04', '07/04/0999'],
    ['2024-02-30', '—'],
    [null, '—'],
  ])('formatNumericDate(%s) is %s', (input, expected) => {
    expect(formatNumericDate(input)).toBe(expected);
  });

  it('reads a calendar date as local midnight of that day', () => {
    const date = parseCalendarDate('2024-03-01');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([
      2024, 2, 1, 0,
    ]);
  });
});

describe('timestamps and other inputs', () => {
  useTimeZone('America/New_York');

  it.each([
    // An instant shows on the local calendar: 02:00 UTC on March 1 is still February 29 here.
    ['2024-03-01T02:00:00Z', 'Feb 29, 2024'],
    ['2024-03-01T04:59:59.999Z', 'Feb 29, 2024'],
    ['2024-03-01T05:00:00Z', 'Mar 01, 2024'],
    ['2024-03-01T05:00:00.000000Z', 'Mar 01, 2024'],
    ['2024-03-01T05:00Z', 'Mar 01, 2024'],
    ['2024-03-01T12:00:00-05:00', 'Mar 01, 2024'],
    ['2024-02-29T23:00:00-08:00', 'Mar 01, 2024'],
    ['2024-03-01T10:00:00+05:30', 'Feb 29, 2024'],
    ['2024-03-01T10:00:00+0530', 'Feb 29, 2024'],
    ['2024-03-01T10:00:00+05', 'Mar 01, 2024'],
    ['2024-03-01T12:00:00,5Z', 'Mar 01, 2024'],
    ['0999-07-04T12:00:00Z', 'Jul 04, 999'],
    // Laravel's space form; without a zone, local time. 24:00 ends a day.
    ['2024-03-01 04:00:00Z', 'Feb 29, 2024'],
    ['2024-03-01 23:30:00', 'Mar 01, 2024'],
    ['2024-03-01 00:00:00', 'Mar 01, 2024'],
    ['2024-03-01 12:00:00.123456', 'Mar 01, 2024'],
    ['2024-03-01T00:00', 'Mar 01, 2024'],
    ['2024-02-29T24:00:00', 'Mar 01, 2024'],
    // Days whose clocks change here: 02:30 on March 10 does not exist, 01:30 on November 3 twice.
    ['2024-03-10T02:30:00', 'Mar 10, 2024'],
    ['2024-03-10T04:59:59Z', 'Mar 09, 2024'],
    ['2024-03-10T06:59:59Z', 'Mar 10, 2024'],
    ['2024-11-03T01:30:00-04:00', 'Nov 03, 2024'],
    ['2024-11-03T01:30:00-05:00', 'Nov 03, 2024'],
    ['2024-11-04T04:59:59Z', 'Nov 03, 2024'],
    // A bare year or month is its first day.
    ['2024', 'Jan 01, 2024'],
    ['2024-03', 'Mar 01, 2024'],
  ])('formatDate(%j) is %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it.each([
    ['2024-03-01T02:00:00Z', '2/24', 'Week of 02/29/24', '02/29/2024'],
    ['2024-03-01 12:00:00', '3/24', 'Week of 03/01/24', '03/01/2024'],
    ['2025-01-01T04:00:00Z', '12/24', 'Week of 12/31/24', '12/31/2024'],
    ['2024-03', '3/24', 'Week of 03/01/24', '03/01/2024'],
  ])('shows the instant %j as %s, %s and %s', (input, month, weekOf, numeric) => {
    expect(formatMonth(input)).toBe(month);
    expect(formatWeekOf(input)).toBe(weekOf);
    expect(formatNumericDate(input)).toBe(numeric);
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date(2024, 10, 28))).toBe('Nov 28, 2024');
    expect(formatNumericDate(new Date(2024, 10, 28).getTime())).toBe('11/28/2024');
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['not a date'],
    ['null'],
    ['1e3'],
    ['2024-02-30'],
    ['2024-13-01'],
    ['2024-1-5'],
    ['2024-03-1'],
    ['03/01/2024'],
    ['Mar 1, 2024'],
    ['12:00'],
    ['T12:00'],
    // Impossible days, times and zones in a timestamp.
    ['2024-02-30T10:00:00Z'],
    ['2024-13-01T00:00:00Z'],
    ['2024-00'],
    ['2024-03-01T25:00:00Z'],
    ['2024-03-01T24:00:01'],
    ['2024-03-01T12:60:00Z'],
    ['2024-03-01T12:00:60Z'],
    ['2024-03-01T12:00:00+05:60'],
    // Not quite ISO: a lower-case zone, two spaces, trailing text.
    ['2024-03-01T12:00:00z'],
    ['2024-03-01  12:00:00'],
    ['2024-03-01T12:00:00Z and more'],
    // Cut short, or ISO forms no API writes, all of which date-fns' parseISO read ('+5' as UTC): a
    // zone, fraction or time cut short, a date with a zone and no time, hours alone, basic
    // (compact) forms, week and ordinal dates, centuries, six-digit years.
    ['2024-03-01T12:00:00+5'],
    ['2024-03-01T12:00:00.'],
    ['2024-03-01T'],
    ['2024-03-01Z'],
    ['2024-03-01T12'],
    ['2024-03-01T1200'],
    ['20240301'],
    ['2024-W09-5'],
    ['2024-061'],
    ['12'],
    ['+002024-03-01'],
    [new Date(Number.NaN)],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ])('shows an em dash for %j', (input) => {
    expect(formatDate(input)).toBe('—');
    expect(formatMonth(input)).toBe('—');
    expect(formatWeekOf(input)).toBe('—');
    expect(formatNumericDate(input)).toBe('—');
  });
});
