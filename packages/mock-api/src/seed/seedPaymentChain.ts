import { CREATOR_PERSONA_CREATOR_IDS } from './personas.ts';
import type { SeedContext } from './SeedContext.ts';

/** A payout this old (its month's last day, days before the reference day) is held back. */
const HELD_PAYOUT_MIN_AGE = 40;

/**
 * Holds back one payout of the creator persona's first creator so its payment chain has a late
 * step: the newest payout at least HELD_PAYOUT_MIN_AGE days old that pays an event whose brand
 * already paid (a week ago or more) goes back to `scheduled`, not sent. Fixed values, no draws:
 * the seed's sequence stays as it was.
 */
export function seedLatePayout({ store, calendar }: SeedContext): void {
  const creatorId = CREATOR_PERSONA_CREATOR_IDS[0];
  const paidDays = new Map<number, string>();
  for (const invoice of store.invoices.all()) {
    if (invoice.paid_at === null) continue;
    for (const eventId of invoice.event_ids) paidDays.set(eventId, invoice.paid_at.slice(0, 10));
  }
  const brandPaidWeekAgo = (eventId: number) => {
    const day = paidDays.get(eventId);
    return day !== undefined && calendar.offsetOf(day) <= -7;
  };
  const held = store.payouts
    .lookup('publisher_id', creatorId)
    .filter(
      (payout) =>
        calendar.offsetOf(payout.period_end) <= -HELD_PAYOUT_MIN_AGE &&
        payout.event_ids.some(brandPaidWeekAgo),
    )
    .at(-1);
  if (held === undefined) return;
  store.payouts.update(held.id, {
    status: 'scheduled',
    sent_at: null,
    paid_at: null,
    status_changes: [],
  });
}
