import { describe, expect, it } from 'vitest';
import { currentMonth, isMonth, monthName, shiftMonth } from './monthFilter.ts';

describe('shiftMonth', () => {
  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-05', -17, '2024-12'],
    ['2026-05', 0, '2026-05'],
  ])('%s shifted by %i is %s', (month, by, expected) => {
    expect(shiftMonth(month, by)).toBe(expected);
  });
});

describe('isMonth', () => {
  it.each([
    ['2026-11', true],
    ['2026-13', false],
    ['2026-1', false],
    ['11/26', false],
    [undefined, false],
  ])('%s is a month: %s', (value, expected) => {
    expect(isMonth(value)).toBe(expected);
  });
});

it('names the current month and a month in words', () => {
  expect(currentMonth(new Date(2026, 10, 20))).toBe('2026-11');
  expect(monthName('2026-11')).toBe('November 2026');
});
