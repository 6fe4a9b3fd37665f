import { describe, expect, it } from 'vitest';
import { TEMPORARY_ID_BASE, TEMPORARY_ID_MIN } from './temporaryIds.ts';

describe('temporary id constants', () => {
  it.each([
    ['TEMPORARY_ID_BASE', TEMPORARY_ID_BASE, 9_007_199_254_740_991],
    ['TEMPORARY_ID_MIN', TEMPORARY_ID_MIN, 4_503_599_627_370_496],
  ])('pins %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
