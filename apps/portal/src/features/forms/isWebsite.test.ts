import { describe, expect, it } from 'vitest';
import { isWebsite } from './isWebsite.ts';

describe('isWebsite', () => {
  it.each([
    ['https://acme.com', true],
    ['http://acme.com/x', true],
    ['acme.com', false],
    ['ftp://acme.com', false],
  ])('%s: %s', (value, expected) => {
    expect(isWebsite(value)).toBe(expected);
  });
});
