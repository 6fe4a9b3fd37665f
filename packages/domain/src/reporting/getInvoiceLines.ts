import type { Event } from '../model/Event.ts';
import { getBrandHead } from './getBrandHead.ts';
import { getMonthOfDay } from './getMonthOfDay.ts';
import { groupByHead } from './groupByHead.ts';
import { isAired } from './isAired.ts';

/** One brand's billable events of one billing month: what its invoice for that month would hold. */
export interface InvoiceLine {
  /** '{brandId}-{month}'. */
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

type InvoicedEvent = Pick<Event, 'brand_id' | 'brand' | 'aired_date' | 'billing_date' | 'rate'>;
type BillableEvent = InvoicedEvent & { readonly billing_date: string; readonly rate: number };

/**
 * Aired, booked events with a rate and a billing day in `month` ('yyyy-MM'), per brand: the
 * invoices the agency would send for that month, largest first, then by name.
 */
export function getInvoiceLines(events: readonly InvoicedEvent[], month: string): InvoiceLine[] {
  const billable = events.filter(
    (event): event is BillableEvent =>
      isAired(event) && event.rate !== null && getMonthOfDay(event.billing_date) === month,
  );
  return groupByHead(billable, getBrandHead)
    .map(({ head, items }) => {
      const days = items.map((event) => event.billing_date);
      return {
        id: `${head.id}-${month}`,
        brandId: head.id,
        name: head.name,
        month,
        amount: items.reduce((sum, event) => sum + event.rate, 0),
        events: items.length,
        // yyyy-MM-dd days sort as text.
        firstBilling: days.reduce((first, day) => (day.localeCompare(first) < 0 ? day : first)),
        lastBilling: days.reduce((last, day) => (day.localeCompare(last) > 0 ? day : last)),
      };
    })
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
}
