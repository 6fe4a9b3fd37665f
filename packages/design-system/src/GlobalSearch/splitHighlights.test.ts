import { describe, expect, it } from 'vitest';
import { type HighlightRange, type HighlightSegment, splitHighlights } from './splitHighlights.ts';

const plain = (text: string): HighlightSegment => ({ text, isMatch: false });
const match = (text: string): HighlightSegment => ({ text, isMatch: true });

describe('splitHighlights', () => {
  it.each<[string, string, HighlightRange[] | null | undefined, HighlightSegment[]]>([
    ['no ranges', 'Acme', [], [plain('Acme')]],
    ['null ranges', 'Acme', null, [plain('Acme')]],
    ['undefined ranges', 'Acme', undefined, [plain('Acme')]],
    ['empty text', '', [{ start: 0, length: 2 }], [plain('')]],
    ['a prefix', 'Acme Corp', [{ start: 0, length: 4 }], [match('Acme'), plain(' Corp')]],
    ['a suffix', 'Acme Corp', [{ start: 5, length: 4 }], [plain('Acme '), match('Corp')]],
    [
      'the middle',
      'Acme Corp',
      [{ start: 2, length: 3 }],
      [plain('Ac'), match('me '), plain('Corp')],
    ],
    ['the whole text', 'Acme', [{ start: 0, length: 4 }], [match('Acme')]],
    [
      'two ranges, unsorted',
      'Red Bull Racing',
      [
        { start: 9, length: 6 },
        { start: 0, length: 3 },
      ],
      [match('Red'), plain(' Bull '), match('Racing')],
    ],
    [
      'overlapping ranges merge',
      'Acme Corp',
      [
        { start: 0, length: 3 },
        { start: 2, length: 3 },
      ],
      [match('Acme '), plain('Corp')],
    ],
    [
      'touching ranges merge',
      'Acme',
      [
        { start: 0, length: 2 },
        { start: 2, length: 2 },
      ],
      [match('Acme')],
    ],
    [
      'a range past the end is clipped',
      'Acme',
      [{ start: 2, length: 10 }],
      [plain('Ac'), match('me')],
    ],
    ['a range wholly past the end is dropped', 'Acme', [{ start: 9, length: 2 }], [plain('Acme')]],
    ['a negative start is clipped', 'Acme', [{ start: -2, length: 3 }], [match('A'), plain('cme')]],
    ['a zero length is dropped', 'Acme', [{ start: 1, length: 0 }], [plain('Acme')]],
  ])('%s', (_case, text, ranges, expected) => {
    const segments = splitHighlights(text, ranges);
    expect(segments).toEqual(expected);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });
});
