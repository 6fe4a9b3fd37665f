import { expect, it } from 'vitest';
import { addDays } from './days.ts';

it.each([
  ['2026-12-30', 3, '2027-01-02'],
  ['2026-03-01', -1, '2026-02-28'],
  ['2028-02-28', 1, '2028-02-29'],
  ['2026-11-20', -365, '2025-11-20'],
])('%s moved by %i days is %s', (day, days, expected) => {
  expect(addDays(day, days)).toBe(expected);
});
