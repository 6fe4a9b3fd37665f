import { describe, expect, it } from 'vitest';
import { parseStoredSelectionId } from './parseStoredSelectionId.ts';

describe('parseStoredSelectionId', () => {
  it.each([
    ['a whole number string', '7', 7],
    ['a number', 9, 9],
    ['nothing stored', null, null],
    ['undefined', undefined, null],
    ['garbage', 'abc', null],
    ['a decimal string', '7.5', null],
    ['a negative string', '-7', null],
    ['an empty string', '', null],
  ])('%s', (_case, stored, expected) => {
    expect(parseStoredSelectionId(stored)).toBe(expected);
  });
});
