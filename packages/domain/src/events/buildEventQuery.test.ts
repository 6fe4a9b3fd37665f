import { describe, expect, it } from 'vitest';
import { buildEventQuery } from './buildEventQuery.ts';
import type { EventQuery } from './eventQuery.ts';

const range = { start: '2024-03-01', end: '2024-03-31' };
const dates = { start_date: '2024-03-01', end_date: '2024-03-31' };

describe('buildEventQuery', () => {
  it.each<[string, number | readonly number[] | undefined, EventQuery]>([
    ['only the range without creators', undefined, dates],
    ['one creator as publishers', 42, { ...dates, publishers: [42] }],
    ['several creators in order', [3, 1, 2], { ...dates, publishers: [3, 1, 2] }],
    ['repeated creators once', [3, 1, 3], { ...dates, publishers: [3, 1] }],
    ['no publishers for an empty list', [], dates],
    ['bad ids left out', [0, -1, 1.5, Number.NaN, 7], { ...dates, publishers: [7] }],
    ['no publishers when every id is bad', 0, dates],
  ])('builds %s', (_name, creatorId, expected) => {
    expect(buildEventQuery({ range, creatorId })).toEqual(expected);
  });

  it('builds from a range alone', () => {
    expect(buildEventQuery({ range: { start: '2024-12-29', end: '2025-01-04' } })).toEqual({
      start_date: '2024-12-29',
      end_date: '2025-01-04',
    });
  });
});
