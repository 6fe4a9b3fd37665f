import { describe, expect, it } from 'vitest';
import { isInForecast } from './isInForecast.ts';

describe('isInForecast', () => {
  it.each([
    ['booked, not aired', { aired_date: null, brand_id: 3 }, true],
    ['booked and aired', { aired_date: '2026-11-02', brand_id: 3 }, false],
    ['unbooked, not aired', { aired_date: null, brand_id: null }, false],
    ['unbooked and aired', { aired_date: '2026-11-02', brand_id: null }, false],
  ])('an event %s: %s', (_case, event, counted) => {
    expect(isInForecast(event)).toBe(counted);
  });
});
