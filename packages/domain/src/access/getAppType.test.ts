import { describe, expect, it } from 'vitest';
import { getAppType } from './getAppType.ts';

describe('getAppType', () => {
  it.each([
    ['ops', 'agency'],
    ['brand', 'brand'],
    ['creator', 'creator'],
    ['publisher', 'creator'],
    ['', 'creator'],
    ['OPS', 'creator'],
    ['Brand', 'creator'],
    [' ops', 'creator'],
    ['agency', 'creator'],
  ])('%j → %s', (businessRole, expected) => {
    expect(getAppType(businessRole)).toBe(expected);
  });
});
