import type { Event, Invoice } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';

// Which of a brand's events an invoice may bill: aired, booked for the brand, with a rate, and on
// no live invoice (a void one frees its events).

/** A live invoice holds its events; a void one gave them back. */
export const holdsEvents = (invoice: Invoice) => invoice.status !== 'void';

/** The ids of the brand's events already on a live invoice (but `except`'s). */
export function invoicedEventIds(store: Store, brandId: number, except?: number): Set<number> {
  return new Set(
    store.invoices
      .lookup('brand_id', brandId)
      .filter((invoice) => holdsEvents(invoice) && invoice.id !== except)
      .flatMap((invoice) => invoice.event_ids),
  );
}

/** Why an event cannot go on the brand's invoice; null when it can (its month is checked apart). */
export function unbillableReason(
  event: Event | undefined,
  brandId: number,
  invoiced: ReadonlySet<number>,
): string | null {
  if (event === undefined) return 'does not exist';
  if (event.brand_id !== brandId) return 'is not booked for this brand';
  if (event.aired_date === null) return 'has not aired';
  if (event.rate === null) return 'has no rate';
  if (event.billing_date === null) return 'has no billing date';
  if (invoiced.has(event.id)) return 'is already on an invoice';
  return null;
}

/** The brand's events billed in `month` ('yyyy-MM') that are on no live invoice yet. */
export function billableEvents(store: Store, brandId: number, month: string): Event[] {
  const invoiced = invoicedEventIds(store, brandId);
  return store.events
    .lookup('brand_id', brandId)
    .filter(
      (event) =>
        event.billing_date?.slice(0, 7) === month &&
        unbillableReason(event, brandId, invoiced) === null,
    );
}
