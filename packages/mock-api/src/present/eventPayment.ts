import type { Event, EventPayment } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';

// An event's payment (`with=payment`; ours): read from the invoice and payout tables as they are
// now, so any status move of an invoice or payout shows in the next read. Dates and statuses only:
// whoever may see the event may see where its money stands, not the invoice's or payout's amount.

/** The query value that asks an event list or detail for each aired, booked event's payment. */
export const WITH_PAYMENT = 'payment';

/** Whether a list or detail query asks for payments (`with=payment`, or a list naming it). */
export function wantsPayment(query: URLSearchParams): boolean {
  return [...query.getAll('with'), ...query.getAll('with[]')].some((value) =>
    value.split(',').includes(WITH_PAYMENT),
  );
}

/** The payment of an aired event booked for a brand; undefined for any other event. */
export function presentEventPayment(store: Store, event: Event): EventPayment | undefined {
  if (event.aired_date === null || event.brand_id === null) return undefined;
  // A void invoice bills nothing: the event waits for a new one.
  const invoice = store.invoices
    .lookup('brand_id', event.brand_id)
    .findLast((row) => row.status !== 'void' && row.event_ids.includes(event.id));
  const payout = store.payouts
    .lookup('publisher_id', event.publisher_id)
    .findLast((row) => row.event_ids.includes(event.id));
  const preference =
    payout?.payment_preference_id == null
      ? undefined
      : store.paymentPreferences.get(payout.payment_preference_id);
  return {
    invoice:
      invoice === undefined
        ? null
        : {
            id: invoice.id,
            number: invoice.number,
            status: invoice.status,
            issued_on: invoice.issued_on,
            due_on: invoice.due_on,
            paid_at: invoice.paid_at,
          },
    payout:
      payout === undefined
        ? null
        : {
            id: payout.id,
            status: payout.status,
            sent_at: payout.sent_at,
            paid_at: payout.paid_at,
            method: preference?.type ?? null,
          },
  };
}

/** The event with its payment when it has one. */
export function withPayment(store: Store, event: Event): Event {
  const payment = presentEventPayment(store, event);
  return payment === undefined ? event : { ...event, payment };
}
