import { describe, expect, it } from 'vitest';
import { isJsonValue } from './isJsonValue.ts';

const cyclic: Record<string, unknown> = { a: 1 };
cyclic.self = cyclic;
const cyclicArray: unknown[] = [];
cyclicArray.push(cyclicArray);
const shared = { id: 1 };

describe('isJsonValue', () => {
  it.each([
    ['null', null, true],
    ['a string', 'é & = ,', true],
    ['true', true, true],
    ['false', false, true],
    ['zero', 0, true],
    ['a negative float', -1.5, true],
    ['the largest number', Number.MAX_VALUE, true],
    ['an empty object', {}, true],
    ['an empty array', [], true],
    ['nested data', { a: [1, 'x', null, { b: false }], c: { d: [] } }, true],
    ['an object without prototype', Object.assign(Object.create(null), { a: 1 }), true],
    ['the same object twice, not a cycle', { x: shared, y: [shared] }, true],
    ['negative zero', -0, false],
    ['NaN', Number.NaN, false],
    ['Infinity', Number.POSITIVE_INFINITY, false],
    ['undefined', undefined, false],
    ['a function', () => 1, false],
    ['a symbol', Symbol('x'), false],
    ['a bigint', 1n, false],
    ['a Date', new Date(0), false],
    ['a Map', new Map(), false],
    ['an object holding undefined', { a: undefined }, false],
    ['an array holding NaN', [1, Number.NaN], false],
    ['a deep Date', { a: [{ b: new Date(0) }] }, false],
    ['a cyclic object', cyclic, false],
    ['a cyclic array', cyclicArray, false],
  ])('%s is %s', (_name, value, expected) => {
    expect(isJsonValue(value)).toBe(expected);
  });
});
