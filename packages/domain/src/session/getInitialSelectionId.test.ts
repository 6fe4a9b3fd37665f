import { describe, expect, it } from 'vitest';
import { getInitialSelectionId } from './getInitialSelectionId.ts';

describe('getInitialSelectionId', () => {
  it.each([
    ['stored and offered (string from storage)', '7', [3, 7, 9], 7],
    ['stored and offered (number)', 9, [3, 7, 9], 9],
    ['stored but no longer offered', '42', [3, 7, 9], 3],
    ['nothing stored', null, [3, 7, 9], 3],
    ['undefined stored', undefined, [5], 5],
    ['garbage stored', 'abc', [3, 7], 3],
    ['a decimal string', '7.5', [7], 7],
    ['a negative string', '-7', [3], 3],
    ['empty string', '', [3], 3],
    ['empty list', '7', [], null],
    ['empty list and nothing stored', null, [], null],
  ])('%s', (_case, stored, available, expected) => {
    expect(getInitialSelectionId(stored, available)).toBe(expected);
  });
});
