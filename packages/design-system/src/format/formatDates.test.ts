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
  ])('formatDate(%s) is %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it.each([
    ['2024-03-01', '3/24'],
    ['2023-12-31', '12/23'],
    ['2024-01-01', '1/24'],
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

  it('shows an instant on the local calendar', () => {
    // 02:00 UTC on March 1 is still February 29 in New York.
    expect(formatDate('2024-03-01T02:00:00Z')).toBe('Feb 29, 2024');
    expect(formatDate('2024-03-01T12:00:00-05:00')).toBe('Mar 01, 2024');
  });

  it('reads Laravel timestamps without a T as local time', () => {
    expect(formatDate('2024-03-01 23:30:00')).toBe('Mar 01, 2024');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date(2024, 10, 28))).toBe('Nov 28, 2024');
    expect(formatNumericDate(new Date(2024, 10, 28).getTime())).toBe('11/28/2024');
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['not a date'],
    ['2024-02-30'],
    ['2024-13-01'],
    [new Date(Number.NaN)],
    [Number.NaN],
  ])('shows an em dash for %s', (input) => {
    expect(formatDate(input)).toBe('—');
    expect(formatMonth(input)).toBe('—');
    expect(formatWeekOf(input)).toBe('—');
    expect(formatNumericDate(input)).toBe('—');
  });
});
