import { describe, expect, it } from 'vitest';
import { isSubmitKey, type SubmitKeyEvent } from './isSubmitKey.ts';

describe('isSubmitKey', () => {
  it.each<[string, SubmitKeyEvent, boolean]>([
    ['Enter submits', { key: 'Enter', shiftKey: false }, true],
    ['Shift+Enter inserts a new line', { key: 'Enter', shiftKey: true }, false],
    [
      'Enter confirming an IME composition',
      { key: 'Enter', shiftKey: false, isComposing: true },
      false,
    ],
    [
      'Safari: the Enter ending a composition',
      { key: 'Enter', shiftKey: false, keyCode: 229 },
      false,
    ],
    ['a plain Enter keyCode', { key: 'Enter', shiftKey: false, keyCode: 13 }, true],
    ['other keys', { key: 'a', shiftKey: false }, false],
    ['Shift alone', { key: 'Shift', shiftKey: true }, false],
  ])('%s', (_, event, expected) => {
    expect(isSubmitKey(event)).toBe(expected);
  });
});
