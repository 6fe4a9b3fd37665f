import { describe, expect, it } from 'vitest';
import { formatMentionTime, mentionUrl } from './mentionTime.ts';

describe('formatMentionTime', () => {
  it.each([
    [0, '0:00'],
    [45, '0:45'],
    [725, '12:05'],
    [3723, '1:02:03'],
    [-5, '0:00'],
    [59.9, '0:59'],
  ])('%s seconds show as %s', (seconds, shown) => {
    expect(formatMentionTime(seconds)).toBe(shown);
  });
});

describe('mentionUrl', () => {
  it.each([
    ['https://example.com/show/12', 90, 'https://example.com/show/12?t=90'],
    ['https://example.com/watch?v=abc', 5, 'https://example.com/watch?v=abc&t=5'],
    [null, 5, null],
    ['not a web address', 5, null],
  ])('%s at %s seconds is %s', (url, seconds, expected) => {
    expect(mentionUrl(url, seconds)).toBe(expected);
  });
});
