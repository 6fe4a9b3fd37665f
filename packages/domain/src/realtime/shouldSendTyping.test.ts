import { describe, expect, it } from 'vitest';
import { shouldSendTyping } from './shouldSendTyping.ts';

describe('shouldSendTyping', () => {
  it.each<[string, number | null, number, boolean]>([
    ['the first keystroke', null, 1_000, true],
    ['a keystroke right after one sent', 1_000, 1_001, false],
    ['a keystroke 1.999 s later', 1_000, 2_999, false],
    ['a keystroke 2 s later', 1_000, 3_000, true],
    ['a keystroke a minute later', 1_000, 61_000, true],
    ['a clock that went back', 5_000, 1_000, true],
  ])('%s → %s', (_label, lastSentAt, now, expected) => {
    expect(shouldSendTyping(lastSentAt, now)).toBe(expected);
  });
});
