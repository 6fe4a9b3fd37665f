import { describe, expect, it } from 'vitest';
import { groupBy } from './groupBy.ts';

const parity = (n: number) => (n === 3 ? null : n % 2);

describe('groupBy', () => {
  it.each<[string, number[], (n: number) => number | null | undefined, [number, number[]][]]>([
    [
      'leaving out items without a key',
      [1, 2, 3, 4],
      parity,
      [
        [1, [1]],
        [0, [2, 4]],
      ],
    ],
    [
      'keys in the order they first appear',
      [4, 1, 2],
      (n) => n % 2,
      [
        [0, [4, 2]],
        [1, [1]],
      ],
    ],
    ['leaving out undefined keys', [1, 2], (n) => (n === 1 ? undefined : n), [[2, [2]]]],
    ['keeping a key of 0', [0, 0], (n) => n, [[0, [0, 0]]]],
    ['nothing from no items', [], (n) => n, []],
  ])('groups %s', (_case, items, keyOf, groups) => {
    expect([...groupBy(items, keyOf)]).toEqual(groups);
  });
});
