import { describe, expect, it } from 'vitest';
import { getLastAired } from './getLastAired.ts';

describe('getLastAired', () => {
  it.each([
    [['2026-10-02', '2026-11-02', '2026-10-30'], '2026-11-02'],
    [['2026-12-31', '2027-01-01'], '2027-01-01'],
    [[null, '2026-10-02', null], '2026-10-02'],
    [['2026-10-02'], '2026-10-02'],
    [[null], null],
    [[], null],
  ])('of airings on %o is %s', (days, last) => {
    expect(getLastAired(days.map((aired_date) => ({ aired_date })))).toBe(last);
  });
});
