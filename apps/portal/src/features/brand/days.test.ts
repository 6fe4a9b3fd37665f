import { expect, it } from 'vitest';
import { addDays, toDay } from './days.ts';

it.each([
  [new Date(2026, 10, 5, 23, 30), '2026-11-05'],
  [new Date(2026, 0, 1, 0, 0), '2026-01-01'],
])('%s is the day %s on the local calendar', (date, expected) => {
  expect(toDay(date)).toBe(expected);
});

it.each([
  ['2026-12-30', 3, '2027-01-02'],
  ['2026-03-01', -1, '2026-02-28'],
  ['2028-02-28', 1, '2028-02-29'],
  ['2026-11-20', -365, '2025-11-20'],
])('%s moved by %i days is %s', (day, days, expected) => {
  expect(addDays(day, days)).toBe(expected);
});
