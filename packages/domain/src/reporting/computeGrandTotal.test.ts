import { describe, expect, it } from 'vitest';
import { computeGrandTotal, type GrandTotal } from './computeGrandTotal.ts';

describe('computeGrandTotal', () => {
  it.each<[string, { amount: number; events: number }[], GrandTotal]>([
    [
      'the sum of every row',
      [
        { amount: 500, events: 1 },
        { amount: 400, events: 2 },
      ],
      { amount: 900, events: 3 },
    ],
    ['one row as itself', [{ amount: 50, events: 2 }], { amount: 50, events: 2 }],
    ['nothing for no rows', [], { amount: 0, events: 0 }],
  ])('is %s', (_case, rows, total) => {
    expect(computeGrandTotal(rows)).toEqual(total);
  });
});
