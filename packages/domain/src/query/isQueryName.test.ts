import { describe, expect, it } from 'vitest';
import { isQueryName } from './isQueryName.ts';

describe('isQueryName', () => {
  it.each([
    ['status', true],
    ['created_at', true],
    ['campaign.status', true],
    ['add-agency', true],
    ['0', true],
    ['', false],
    ['-status', false],
    ['.status', false],
    ['status ', false],
    ['a&b', false],
    ['a=b', false],
    ['a:b', false],
    ['日本', false],
    [undefined, false],
    [null, false],
    [12, false],
  ])('%j is %s', (value, expected) => {
    expect(isQueryName(value)).toBe(expected);
  });
});
