import type { SortEntry } from '@airtime/domain';
import { type Event, getPaymentChain, type PaymentChain } from '@airtime/domain';

/** One aired, booked event and where its money stands today. */
export interface PaymentChainRow {
  readonly event: Event;
  readonly chain: PaymentChain;
  /** yyyy-MM of its billing day (its aired day without one): what the month filter picks. */
  readonly month: string;
}

/** What the chain table narrows to (the URL's filters). */
export interface PaymentChainFilters {
  readonly lateOnly: boolean;
  readonly brandId: number | null;
  readonly month: string | null;
}

/** The chain of each event that has a payment (aired and booked, read with `with=payment`). */
export function getPaymentChainRows(events: readonly Event[], today: string): PaymentChainRow[] {
  const rows: PaymentChainRow[] = [];
  for (const event of events) {
    if (event.payment === undefined || event.brand_id === null) continue;
    const day = event.billing_date ?? event.aired_date ?? '';
    rows.push({ event, chain: getPaymentChain(event, today), month: day.slice(0, 7) });
  }
  return rows;
}

export function filterPaymentChainRows(
  rows: readonly PaymentChainRow[],
  { lateOnly, brandId, month }: PaymentChainFilters,
): PaymentChainRow[] {
  return rows.filter(
    (row) =>
      (!lateOnly || row.chain.lateDays > 0) &&
      (brandId === null || row.event.brand_id === brandId) &&
      (month === null || row.month === month),
  );
}

type SortValue = string | number;

/** What each sortable column sorts by; open steps by the day they are expected. */
export const PAYMENT_CHAIN_SORTS: Readonly<Record<string, (row: PaymentChainRow) => SortValue>> = {
  title: (row) => row.event.title.toLowerCase(),
  brand: (row) => row.event.brand?.name.toLowerCase() ?? '',
  invoiced: (row) => row.chain.steps[0].expectedOn ?? '',
  brand_paid: (row) => row.chain.steps[1].expectedOn ?? '',
  payout_sent: (row) => row.chain.steps[2].expectedOn ?? '',
  received: (row) => row.chain.steps[3].expectedOn ?? '',
  late: (row) => row.chain.lateDays,
};

/** The default order: the money expected last first. */
export const PAYMENT_CHAIN_DEFAULT_SORT: SortEntry = { field: 'received', direction: 'desc' };

/** The rows in the sort's order (an unknown field keeps the default), ties by event id. */
export function sortPaymentChainRows(
  rows: readonly PaymentChainRow[],
  sort: SortEntry,
): PaymentChainRow[] {
  const by = PAYMENT_CHAIN_SORTS[sort.field] ?? PAYMENT_CHAIN_SORTS.received;
  const sign = sort.direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = by?.(a) ?? '';
    const y = by?.(b) ?? '';
    return (x < y ? -sign : x > y ? sign : 0) || a.event.id - b.event.id;
  });
}

/** The brands of the rows, by name, for the brand filter. */
export function getPaymentChainBrands(
  rows: readonly PaymentChainRow[],
): { readonly id: number; readonly name: string }[] {
  const brands = new Map<number, string>();
  for (const { event } of rows)
    if (event.brand_id !== null)
      brands.set(event.brand_id, event.brand?.name ?? `Brand ${event.brand_id}`);
  return [...brands]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The months of the rows, newest first, for the month filter. */
export function getPaymentChainMonths(rows: readonly PaymentChainRow[]): string[] {
  return [...new Set(rows.map((row) => row.month).filter((month) => month !== ''))]
    .sort()
    .reverse();
}
