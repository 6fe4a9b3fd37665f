import { computeExpectedValue, type Event } from '@airtime/domain';
import { getEventDay } from '../../../features/events/eventFigures.ts';

// Finance figures added up in the browser: the API has no revenue, invoice or payout routes
// (spec §7), so every figure here is a sum over events the events list returns.

/** One brand's or creator's sums over a set of events. */
export interface Totals {
  readonly id: number;
  readonly name: string;
  /** Sum of the events' rates, whole dollars (what the brand pays). */
  readonly amount: number;
  readonly events: number;
  /** Sum of the actual views, null when no event has any. */
  readonly views: number | null;
}

/** Whom an event counts for: its brand or its creator, or null to leave it out. */
export type EventOwner = (event: Event) => { readonly id: number; readonly name: string } | null;

export const byBrand: EventOwner = (event) =>
  event.brand_id === null
    ? null
    : { id: event.brand_id, name: event.brand?.name ?? `Brand #${event.brand_id}` };

export const byCreator: EventOwner = (event) => ({
  id: event.publisher_id,
  name: event.creator?.name ?? `Creator #${event.publisher_id}`,
});

/** The events' rates, counts and views per owner, largest amount first. */
export function totalsBy(events: readonly Event[], ownerOf: EventOwner): Totals[] {
  const rows = new Map<
    number,
    { id: number; name: string; amount: number; events: number; views: number | null }
  >();
  for (const event of events) {
    const owner = ownerOf(event);
    if (owner === null) continue;
    const row = rows.get(owner.id) ?? { ...owner, amount: 0, events: 0, views: null };
    row.amount += event.rate ?? 0;
    row.events += 1;
    if (event.actual_views !== null) row.views = (row.views ?? 0) + event.actual_views;
    rows.set(owner.id, row);
  }
  return [...rows.values()].sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
}

/** The sum of the rows' amounts and event counts. */
export function grandTotal(rows: readonly Totals[]): {
  readonly amount: number;
  readonly events: number;
} {
  return rows.reduce(
    (sum, row) => ({ amount: sum.amount + row.amount, events: sum.events + row.events }),
    { amount: 0, events: 0 },
  );
}

/** The month an event counts in, 'yyyy-MM': the month of its day (getEventDay). */
export function eventMonth(event: Pick<Event, 'aired_date' | 'planned_date'>): string | null {
  return getEventDay(event)?.slice(0, 7) ?? null;
}

/** A month's booked and expected amounts. */
export interface MonthForecast {
  /** Sum of the rates booked. */
  readonly booked: number;
  /** Sum of rate × projection weight (domain computeExpectedValue). */
  readonly expected: number;
}

/** One brand's forecast over the coming months. */
export interface ForecastRow extends MonthForecast {
  readonly id: number;
  readonly name: string;
  readonly events: number;
  /** Events without a projection: booked, but counted as nothing expected. */
  readonly unprojected: number;
  readonly months: Readonly<Record<string, MonthForecast>>;
}

/**
 * Planned (not yet aired) booked events per brand and month: the rate booked, and the rate
 * weighted by the production's projection. An event with no projection adds to booked only.
 */
export function forecastByBrand(
  events: readonly Event[],
  months: readonly string[],
): ForecastRow[] {
  const wanted = new Set(months);
  const rows = new Map<
    number,
    {
      id: number;
      name: string;
      events: number;
      unprojected: number;
      months: Record<string, { booked: number; expected: number }>;
    }
  >();
  for (const event of events) {
    const owner = byBrand(event);
    const month = eventMonth(event);
    if (owner === null || month === null || !wanted.has(month) || event.aired_date !== null)
      continue;
    const row = rows.get(owner.id) ?? { ...owner, events: 0, unprojected: 0, months: {} };
    const rate = event.rate ?? 0;
    const projection = event.production?.projection ?? null;
    const cell = row.months[month] ?? { booked: 0, expected: 0 };
    cell.booked += rate;
    cell.expected += projection === null ? 0 : computeExpectedValue(rate, projection);
    row.months[month] = cell;
    row.events += 1;
    if (projection === null) row.unprojected += 1;
    rows.set(owner.id, row);
  }
  return [...rows.values()]
    .map((row) => {
      const cells = Object.values(row.months);
      return {
        ...row,
        booked: cells.reduce((sum, cell) => sum + cell.booked, 0),
        expected: roundCents(cells.reduce((sum, cell) => sum + cell.expected, 0)),
      };
    })
    .sort((a, b) => b.expected - a.expected || a.name.localeCompare(b.name));
}

/** The forecast of all brands per month, in the months' order. */
export function forecastPerMonth(
  rows: readonly ForecastRow[],
  months: readonly string[],
): { readonly month: string; readonly booked: number; readonly expected: number }[] {
  return months.map((month) => ({
    month,
    booked: rows.reduce((sum, row) => sum + (row.months[month]?.booked ?? 0), 0),
    expected: roundCents(rows.reduce((sum, row) => sum + (row.months[month]?.expected ?? 0), 0)),
  }));
}

/** One brand's billable events of one billing month: what its invoice for that month would hold. */
export interface InvoiceLine {
  readonly id: string;
  readonly brandId: number;
  readonly name: string;
  /** 'yyyy-MM' of the billing dates. */
  readonly month: string;
  readonly amount: number;
  readonly events: number;
  /** The earliest and latest billing day, 'yyyy-MM-dd'. */
  readonly firstBilling: string;
  readonly lastBilling: string;
}

/**
 * Aired, booked events with a rate and a billing date in `month`, grouped per brand: the
 * invoices the agency would send for that month, largest first.
 */
export function invoiceLines(events: readonly Event[], month: string): InvoiceLine[] {
  const lines = new Map<
    number,
    {
      brandId: number;
      name: string;
      amount: number;
      events: number;
      firstBilling: string;
      lastBilling: string;
    }
  >();
  for (const event of events) {
    const owner = byBrand(event);
    const billing = event.billing_date;
    if (owner === null || billing === null || event.aired_date === null || event.rate === null)
      continue;
    if (billing.slice(0, 7) !== month) continue;
    const line = lines.get(owner.id) ?? {
      brandId: owner.id,
      name: owner.name,
      amount: 0,
      events: 0,
      firstBilling: billing,
      lastBilling: billing,
    };
    line.amount += event.rate;
    line.events += 1;
    if (billing < line.firstBilling) line.firstBilling = billing;
    if (billing > line.lastBilling) line.lastBilling = billing;
    lines.set(owner.id, line);
  }
  return [...lines.values()]
    .map((line) => ({ ...line, id: `${line.brandId}-${month}`, month }))
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
}

// Summing cents in floating point leaves noise (0.1 + 0.2); forecasts show whole dollars anyway.
function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
