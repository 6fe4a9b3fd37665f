import { describe, expect, it } from 'vitest';
import { getPageItems } from './getPageItems.ts';

describe('getPageItems', () => {
  it.each([
    // Few pages: all of them.
    [1, 1, 1, [1]],
    [1, 5, 1, [1, 2, 3, 4, 5]],
    [4, 7, 1, [1, 2, 3, 4, 5, 6, 7]],
    // Near the start: no gap before.
    [1, 10, 1, [1, 2, 3, 4, 5, 'gap-end', 10]],
    [4, 10, 1, [1, 2, 3, 4, 5, 'gap-end', 10]],
    // In the middle: gaps on both sides.
    [5, 10, 1, [1, 'gap-start', 4, 5, 6, 'gap-end', 10]],
    [6, 10, 1, [1, 'gap-start', 5, 6, 7, 'gap-end', 10]],
    // Near the end: no gap after.
    [7, 10, 1, [1, 'gap-start', 6, 7, 8, 9, 10]],
    [10, 10, 1, [1, 'gap-start', 6, 7, 8, 9, 10]],
    // More siblings.
    [10, 20, 2, [1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]],
    // Out of range pages are clamped; no pages is one page.
    [0, 10, 1, [1, 2, 3, 4, 5, 'gap-end', 10]],
    [99, 10, 1, [1, 'gap-start', 6, 7, 8, 9, 10]],
    [1, 0, 1, [1]],
  ])('page %i of %i, %i siblings', (page, pageCount, siblings, expected) => {
    expect(getPageItems(page, pageCount, siblings)).toEqual(expected);
  });

  it('keeps the same length wherever the current page is', () => {
    const lengths = new Set(
      Array.from({ length: 50 }, (_, index) => getPageItems(index + 1, 50).length),
    );
    expect([...lengths]).toEqual([7]);
  });
});
