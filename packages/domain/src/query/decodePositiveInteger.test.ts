import { describe, expect, it } from 'vitest';
import { decodePositiveInteger } from './decodePositiveInteger.ts';

describe('decodePositiveInteger', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['1234567', 1234567],
    [String(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER],
    [String(Number.MAX_SAFE_INTEGER + 1), undefined],
    ['99999999999999999999', undefined],
    ['0', undefined],
    ['-1', undefined],
    ['+1', undefined],
    ['01', undefined],
    ['1.5', undefined],
    ['1.0', undefined],
    ['1e3', undefined],
    ['0x10', undefined],
    [' 1', undefined],
    ['1 ', undefined],
    ['abc', undefined],
    ['', undefined],
    ['١', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j reads as %j', (value, expected) => {
    expect(decodePositiveInteger(value)).toBe(expected);
  });
});
