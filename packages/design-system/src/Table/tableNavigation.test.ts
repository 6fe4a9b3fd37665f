import { describe, expect, it } from 'vitest';
import {
  type GridMove,
  type GridPosition,
  type GridShape,
  getGridMove,
  moveGridFocus,
} from './tableNavigation.ts';

// 100 body rows, 4 columns (a selection column, then three data columns; the two middle ones
// are resizable), 10 rows per page.
const shape: GridShape = {
  rowCount: 100,
  colCount: 4,
  pageSize: 10,
  hasResizer: (col) => col === 1 || col === 2,
};

const at = (row: number, col: number, part: GridPosition['part'] = 'cell'): GridPosition => ({
  row,
  col,
  part,
});

describe('moveGridFocus', () => {
  it.each<[string, GridPosition, GridMove, GridPosition]>([
    ['down from the header into the first row', at(-1, 2), 'down', at(0, 2)],
    ['down a row', at(5, 1), 'down', at(6, 1)],
    ['down stops at the last row', at(99, 1), 'down', at(99, 1)],
    ['up a row', at(5, 1), 'up', at(4, 1)],
    ['up from the first row into the header', at(0, 3), 'up', at(-1, 3)],
    ['up stops at the header', at(-1, 3), 'up', at(-1, 3)],
    ['next cell in a body row', at(3, 1), 'next', at(3, 2)],
    ['next stops at the last column', at(3, 3), 'next', at(3, 3)],
    ['previous cell in a body row', at(3, 2), 'previous', at(3, 1)],
    ['previous stops at the first column', at(3, 0), 'previous', at(3, 0)],
    ['next from a resizable header to its resizer', at(-1, 1), 'next', at(-1, 1, 'resizer')],
    ['next from a resizer to the following header', at(-1, 1, 'resizer'), 'next', at(-1, 2)],
    ['next from a header without a resizer', at(-1, 0), 'next', at(-1, 1)],
    ['previous from a resizer to its header', at(-1, 2, 'resizer'), 'previous', at(-1, 2)],
    [
      'previous from a header to the resizer before it',
      at(-1, 2),
      'previous',
      at(-1, 1, 'resizer'),
    ],
    ['previous from a header after a fixed column', at(-1, 1), 'previous', at(-1, 0)],
    ['down from a resizer into its column', at(-1, 2, 'resizer'), 'down', at(0, 2)],
    ['rowStart', at(7, 3), 'rowStart', at(7, 0)],
    ['rowEnd', at(7, 1), 'rowEnd', at(7, 3)],
    ['rowEnd in the header lands on the cell, not a resizer', at(-1, 0), 'rowEnd', at(-1, 3)],
    ['gridStart goes to the first body row', at(50, 2), 'gridStart', at(0, 0)],
    ['gridEnd goes to the last row, even one not rendered', at(0, 0), 'gridEnd', at(99, 3)],
    ['pageDown moves a page', at(5, 2), 'pageDown', at(15, 2)],
    ['pageDown from the header', at(-1, 2), 'pageDown', at(9, 2)],
    ['pageDown stops at the last row', at(95, 2), 'pageDown', at(99, 2)],
    ['pageUp moves a page', at(25, 2), 'pageUp', at(15, 2)],
    ['pageUp stops at the first row', at(4, 2), 'pageUp', at(0, 2)],
    ['pageUp in the first row stays', at(0, 2), 'pageUp', at(0, 2)],
  ])('%s', (_name, from, move, expected) => {
    expect(moveGridFocus(from, move, shape)).toEqual(expected);
  });

  it.each<[GridMove, GridPosition]>([
    ['down', at(-1, 1)],
    ['pageDown', at(-1, 1)],
    ['gridStart', at(-1, 0)],
    ['gridEnd', at(-1, 3)],
  ])('keeps focus in the header of an empty table: %s', (move, expected) => {
    expect(moveGridFocus(at(-1, 1), move, { ...shape, rowCount: 0 })).toEqual(expected);
  });

  it('moves at least one row per page in a very short table', () => {
    expect(moveGridFocus(at(3, 1), 'pageDown', { ...shape, pageSize: 0 })).toEqual(at(4, 1));
  });
});

describe('getGridMove', () => {
  const none = { ctrlKey: false, metaKey: false };
  it.each([
    ['ArrowDown', none, 'ltr', 'down'],
    ['ArrowUp', none, 'ltr', 'up'],
    ['ArrowRight', none, 'ltr', 'next'],
    ['ArrowLeft', none, 'ltr', 'previous'],
    ['ArrowRight', none, 'rtl', 'previous'],
    ['ArrowLeft', none, 'rtl', 'next'],
    ['Home', none, 'ltr', 'rowStart'],
    ['End', none, 'ltr', 'rowEnd'],
    ['Home', { ctrlKey: true, metaKey: false }, 'ltr', 'gridStart'],
    ['End', { ctrlKey: false, metaKey: true }, 'ltr', 'gridEnd'],
    ['PageDown', none, 'ltr', 'pageDown'],
    ['PageUp', none, 'ltr', 'pageUp'],
    ['Enter', none, 'ltr', null],
    ['a', none, 'ltr', null],
  ] as const)('%s %o in %s is %s', (key, modifiers, direction, expected) => {
    expect(getGridMove(key, modifiers, direction)).toBe(expected);
  });
});
