import { describe, expect, it } from 'vitest';
import { getMonthStart } from './getMonthStart.ts';

describe('getMonthStart', () => {
  it.each([
    ['2026-11-20', '2026-11-01'],
    ['2026-01-01', '2026-01-01'],
    ['2026-02-28', '2026-02-01'],
    ['2026-11', '2026-11-01'],
    ['2026-12-31T23:00:00Z', '2026-12-01'],
  ])('the month of %s starts on %s', (monthOrDay, start) => {
    expect(getMonthStart(monthOrDay)).toBe(start);
  });
});
