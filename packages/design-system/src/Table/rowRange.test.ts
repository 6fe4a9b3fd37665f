import { describe, expect, it } from 'vitest';
import { rowRange } from './useRowVirtualizer.ts';

// The rows a scrolling grid renders: rows 40 px below a 40 px sticky header, 6 more each side.
describe('rowRange', () => {
  it.each([
    // scrollTop, viewHeight, rowCount, expected [first, last]
    { top: 0, height: 400, count: 1000, range: [0, 14], why: 'rows 0-8 in view, 6 more below' },
    { top: 100, height: 400, count: 1000, range: [0, 17], why: 'rows 1-11 in view' },
    { top: 4000, height: 400, count: 1000, range: [93, 114], why: 'rows 99-108 in view' },
    {
      top: 39_600,
      height: 400,
      count: 1000,
      range: [983, 999],
      why: 'the end: no row past the last',
    },
    { top: 0, height: 400, count: 3, range: [0, 2], why: 'fewer rows than the viewport holds' },
    { top: 0, height: 400, count: 0, range: [0, -1], why: 'no rows' },
    {
      top: 0,
      height: 0,
      count: 50,
      range: [0, 6],
      why: 'not measured yet: the first row and overscan',
    },
  ])('$why', ({ top, height, count, range }) => {
    expect(rowRange(top, height, 40, count)).toEqual(range);
  });

  it('renders every row in view whatever the scroll offset within a row', () => {
    for (let top = 0; top < 2000; top += 7) {
      const [first, last] = rowRange(top, 360, 40, 500, 0);
      // Row i spans [40 + 40i, 80 + 40i) of the scrolled content; the viewport [top, top + 360).
      for (let row = 0; row < 500; row++) {
        const seen = 80 + 40 * row > top && 40 + 40 * row < top + 360;
        if (seen) expect(row >= first && row <= last, `row ${row} at ${top}`).toBe(true);
      }
    }
  });
});
