import { describe, expect, it } from 'vitest';
import { EVENT_QUERY_DATE_FORMAT, EVENT_WEEK_STARTS_ON } from './eventQuery.ts';

describe('event query constants', () => {
  it.each([
    ['EVENT_QUERY_DATE_FORMAT', EVENT_QUERY_DATE_FORMAT, 'yyyy-MM-dd'],
    ['EVENT_WEEK_STARTS_ON is Sunday', EVENT_WEEK_STARTS_ON, 0],
  ])('pins %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
