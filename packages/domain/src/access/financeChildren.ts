/** The Finance pages under `/agency/accounting/`, in the order the Finance redirect tries them. */
export const FINANCE_CHILDREN = [
  'brand-revenue',
  'brand-forecasting',
  'invoices',
  'creator-revenue',
  'payouts',
] as const;
export type FinanceChild = (typeof FINANCE_CHILDREN)[number];

/** Whether a value is one of the Finance pages' path segments. */
export function isFinanceChild(value: unknown): value is FinanceChild {
  return FINANCE_CHILDREN.some((child) => child === value);
}
