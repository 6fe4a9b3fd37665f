import { describe, expect, it } from 'vitest';
import {
  getRowsHeight,
  getTextAreaHeight,
  getTextAreaHeightRange,
  TEXT_AREA_GROW_THRESHOLD,
  TEXT_AREA_MIN_HEIGHT,
} from './getTextAreaHeight.ts';

describe('getRowsHeight', () => {
  it.each([
    [1, 32],
    [2, 52],
    [3, 72],
    [10, 212],
    [0, 32],
    [-3, 32],
    [2.7, 52],
  ])('%s rows are %s px', (rows, expected) => {
    expect(getRowsHeight(rows)).toBe(expected);
  });

  it('agrees with the spec constants: one line is the minimum, two the grow threshold', () => {
    expect(getRowsHeight(1)).toBe(TEXT_AREA_MIN_HEIGHT);
    expect(getRowsHeight(2)).toBe(TEXT_AREA_GROW_THRESHOLD);
  });
});

describe('getTextAreaHeight', () => {
  it.each([
    // contentHeight, options, height, isOverflowing
    ['empty, at rest', 32, {}, 52, false],
    ['one line, at rest', 32, {}, 52, false],
    ['two lines fill the rest height', 52, {}, 52, false],
    ['three lines grow the box', 72, {}, 72, false],
    ['fractional heights round up', 72.4, {}, 73, false],
    ['ten lines reach the default maximum', 212, {}, 212, false],
    ['past the maximum it scrolls', 400, {}, 212, true],
    ['one-line composer rests at 32 px', 32, { minRows: 1 }, 32, false],
    ['one-line composer grows at the second line', 52, { minRows: 1 }, 52, false],
    ['never under 32 px', 10, { minRows: 0 }, 32, false],
    ['maxRows below minRows keeps minRows', 300, { minRows: 4, maxRows: 2 }, 92, true],
    ['custom maximum', 200, { maxRows: 4 }, 92, true],
    ['an unmeasurable box rests', Number.NaN, {}, 52, false],
  ] as const)('%s', (_, contentHeight, options, height, isOverflowing) => {
    expect(getTextAreaHeight(contentHeight, options)).toEqual({ height, isOverflowing });
  });
});

describe('getTextAreaHeightRange', () => {
  it.each([
    // options, min, max
    [{}, 52, 212],
    [{ minRows: 1, maxRows: 4 }, 32, 92],
    [{ minRows: 0 }, 32, 212],
    [{ minRows: 5, maxRows: 3 }, 112, 112],
  ])('%o stays between %s and %s px', (options, min, max) => {
    expect(getTextAreaHeightRange(options)).toEqual({ min, max });
  });
});
