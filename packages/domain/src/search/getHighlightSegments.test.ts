import { describe, expect, it } from 'vitest';
import type { MatchPosition } from '../model/SearchResult.ts';
import { getHighlightSegments } from './getHighlightSegments.ts';

// Written as 'plain[match]plain' so the tables read at a glance.
function show(text: string, matches?: readonly MatchPosition[]): string {
  return getHighlightSegments(text, matches)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('|');
}

describe('getHighlightSegments', () => {
  it.each<[string, string, MatchPosition[] | undefined, string]>([
    ['no matches', 'Acme Corp', [], 'Acme Corp'],
    ['matches not given', 'Acme Corp', undefined, 'Acme Corp'],
    ['an empty text', '', [{ start: 0, length: 3 }], ''],
    ['a match at the start', 'Acme Corp', [{ start: 0, length: 4 }], '[Acme]| Corp'],
    ['a match at the end', 'Acme Corp', [{ start: 5, length: 4 }], 'Acme |[Corp]'],
    ['a match in the middle', 'Acme Corp', [{ start: 2, length: 3 }], 'Ac|[me ]|Corp'],
    ['the whole text', 'Acme', [{ start: 0, length: 4 }], '[Acme]'],
    [
      'two matches, given out of order',
      'Acme Corp',
      [
        { start: 5, length: 1 },
        { start: 0, length: 1 },
      ],
      '[A]|cme |[C]|orp',
    ],
    [
      'overlapping matches merged',
      'Acme Corp',
      [
        { start: 0, length: 3 },
        { start: 2, length: 3 },
      ],
      '[Acme ]|Corp',
    ],
    [
      'a match inside another merged',
      'Acme Corp',
      [
        { start: 0, length: 9 },
        { start: 2, length: 1 },
      ],
      '[Acme Corp]',
    ],
    [
      'touching matches merged',
      'Acme Corp',
      [
        { start: 0, length: 2 },
        { start: 2, length: 2 },
      ],
      '[Acme]| Corp',
    ],
    [
      'duplicated matches once',
      'Acme',
      [
        { start: 1, length: 1 },
        { start: 1, length: 1 },
      ],
      'A|[c]|me',
    ],
    ['a match past the end clamped', 'Acme', [{ start: 2, length: 10 }], 'Ac|[me]'],
    ['a match starting before the text clamped', 'Acme', [{ start: -2, length: 3 }], '[A]|cme'],
    ['a match wholly before the text dropped', 'Acme', [{ start: -5, length: 2 }], 'Acme'],
    ['a match wholly after the text dropped', 'Acme', [{ start: 4, length: 2 }], 'Acme'],
    ['an empty match dropped', 'Acme', [{ start: 1, length: 0 }], 'Acme'],
    ['a negative length dropped', 'Acme', [{ start: 3, length: -2 }], 'Acme'],
    [
      'fractional positions dropped',
      'Acme',
      [
        { start: 1.5, length: 1 },
        { start: 1, length: 0.5 },
      ],
      'Acme',
    ],
    [
      'NaN and Infinity dropped',
      'Acme',
      [
        { start: Number.NaN, length: 1 },
        { start: 0, length: Number.POSITIVE_INFINITY },
      ],
      'Acme',
    ],
    ['an emoji not cut at the start', 'a😀b', [{ start: 2, length: 2 }], 'a|[😀b]'],
    ['an emoji not cut at the end', 'a😀b', [{ start: 0, length: 2 }], '[a😀]|b'],
    ['accents and spaces kept', 'Café Crème', [{ start: 5, length: 5 }], 'Café |[Crème]'],
  ])('splits with %s', (_name, text, matches, expected) => {
    expect(show(text, matches)).toBe(expected);
  });

  it('gives segments with match flags that join back to the text', () => {
    expect(getHighlightSegments('Acme Corp', [{ start: 5, length: 4 }])).toEqual([
      { text: 'Acme ', match: false },
      { text: 'Corp', match: true },
    ]);
  });
});
