import type { RevenueTotals } from './summarizeRevenueBy.ts';

/** The sum of revenue rows. */
export interface GrandTotal {
  readonly amount: number;
  readonly events: number;
}

/** The sum of the rows' amounts and event counts, for a table's total line. */
export function computeGrandTotal(
  rows: readonly Pick<RevenueTotals, 'amount' | 'events'>[],
): GrandTotal {
  return rows.reduce(
    (sum, row) => ({ amount: sum.amount + row.amount, events: sum.events + row.events }),
    { amount: 0, events: 0 },
  );
}
