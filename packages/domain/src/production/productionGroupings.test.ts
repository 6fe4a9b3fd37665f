import { describe, expect, it } from 'vitest';
import { isProductionGrouping } from './productionGroupings.ts';

describe('isProductionGrouping', () => {
  it.each<[unknown, boolean]>([
    ['day', true],
    ['status', true],
    ['Day', false],
    ['week', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (value, expected) => {
    expect(isProductionGrouping(value)).toBe(expected);
  });
});
