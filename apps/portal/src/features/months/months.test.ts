import { describe, expect, it } from 'vitest';
import {
  formatLongMonth,
  formatShortMonth,
  isMonth,
  monthOfDay,
  monthRange,
  monthStart,
  monthsFrom,
  shiftMonth,
  toDay,
  toMonth,
} from './months.ts';

describe('shiftMonth', () => {
  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-03', -14, '2025-01'],
    ['2026-05', -17, '2024-12'],
    ['2026-05', 0, '2026-05'],
  ])('%s shifted by %i is %s', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toBe(expected);
  });
});

describe('isMonth', () => {
  it.each([
    ['2026-11', true],
    ['2026-13', false],
    ['2026-00', false],
    ['2026-1', false],
    ['11/26', false],
    ['2026-11-20', false],
    [undefined, false],
    [202611, false],
  ])('%s is a month: %s', (value, expected) => {
    expect(isMonth(value)).toBe(expected);
  });
});

describe('monthOfDay', () => {
  it.each([
    ['2026-11-20', '2026-11'],
    ['2026-11-20T10:00:00Z', '2026-11'],
    ['11/20/2026', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s falls in %s', (day, expected) => {
    expect(monthOfDay(day)).toBe(expected);
  });
});

describe('month spans', () => {
  it.each([
    ['2026-11', { start: '2026-11-01', end: '2026-11-30' }],
    ['2028-02', { start: '2028-02-01', end: '2028-02-29' }],
    ['2026-12', { start: '2026-12-01', end: '2026-12-31' }],
  ])('%s runs %o', (month, expected) => {
    expect(monthRange(month)).toEqual(expected);
    expect(monthStart(month)).toBe(expected.start);
  });

  it('refuses a range for what is not a month', () => {
    expect(() => monthRange('someday')).toThrow('Not a month: someday');
  });

  it.each([
    ['2026-11', 3, ['2026-11', '2026-12', '2027-01']],
    ['2026-11', 1, ['2026-11']],
    ['2026-11', 0, []],
  ])('%s and the months after it, %i in all', (first, count, expected) => {
    expect(monthsFrom(first, count)).toEqual(expected);
  });
});

describe('month names', () => {
  it.each([
    ['2026-11', 'November 2026', 'Nov 2026'],
    ['2027-01', 'January 2027', 'Jan 2027'],
  ])('%s is %s, or %s when short', (month, long, short) => {
    expect(formatLongMonth(month)).toBe(long);
    expect(formatShortMonth(month)).toBe(short);
  });
});

it('reads the month of a date on the local calendar', () => {
  expect(toMonth(new Date(2026, 10, 30, 23, 30))).toBe('2026-11');
  expect(toMonth(new Date(2026, 0, 1, 0, 0))).toBe('2026-01');
});

describe('toDay', () => {
  it.each([
    [new Date(2026, 10, 5, 23, 30), '2026-11-05'],
    [new Date(2026, 0, 1, 0, 0), '2026-01-01'],
    [new Date(2026, 0, 5), '2026-01-05'],
    [new Date(2026, 11, 31, 23, 59, 59, 999), '2026-12-31'],
    [new Date(2028, 1, 29, 12), '2028-02-29'],
    [new Date(2026, 2, 8, 2, 30), '2026-03-08'],
  ])('%s is the day %s on the local calendar', (date, expected) => {
    expect(toDay(date)).toBe(expected);
  });
});
