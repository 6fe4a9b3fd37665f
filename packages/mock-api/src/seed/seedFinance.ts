import type { InvoiceStatus, PayoutStatus } from '@airtime/domain';
import { PERSONA_KEYS, PERSONAS } from './personas.ts';
import type { SeedContext } from './SeedContext.ts';
import { type EventTotals, MONTH_SLOTS } from './seedEvents.ts';
import { seedLatePayout } from './seedPaymentChain.ts';

/**
 * Brand invoices and creator payouts, one per month with aired, booked events; the current
 * month's are still open. Also each brand's last_event_date and the personas' notifications.
 */
export function seedFinance(context: SeedContext, totals: EventTotals): void {
  const { store, random, calendar } = context;
  const [year, month] = calendar.referenceDate.split('-').map(Number) as [number, number];

  const monthRange = (slot: number) => {
    // Slot 13 is the reference month (see seedEvents).
    const first = new Date(Date.UTC(year, month - 1 + slot - 13, 1));
    const last = new Date(Date.UTC(year, month + slot - 13, 0));
    return {
      start: first.toISOString().slice(0, 10),
      end: last.toISOString().slice(0, 10),
      current: slot >= 13,
    };
  };

  for (const [key, total] of sortedEntries(totals.brandMonths)) {
    const brandId = Math.floor(key / MONTH_SLOTS);
    const range = monthRange(key % MONTH_SLOTS);
    const endOffset = calendar.offsetOf(range.end);
    const status: InvoiceStatus = range.current
      ? 'draft'
      : endOffset > -35
        ? random.pick(['sent', 'sent', 'overdue', 'paid'])
        : random.chance(0.95)
          ? 'paid'
          : random.pick(['overdue', 'void']);
    const issuedOffset = endOffset + 1;
    const issuedOn = status === 'draft' ? null : calendar.day(issuedOffset);
    const paidAt =
      status === 'paid'
        ? calendar.at(Math.min(-1, issuedOffset + random.int(5, 40)), context.minute())
        : null;
    const createdAt = calendar.at(Math.min(0, issuedOffset), context.minute());
    const id = store.invoices.nextId();
    store.invoices.insert({
      id,
      brand_id: brandId,
      number: `INV-${range.start.slice(0, 4)}-${String(id).padStart(4, '0')}`,
      status,
      period_start: range.start,
      period_end: range.end,
      issued_on: issuedOn,
      due_on: status === 'draft' ? null : calendar.day(issuedOffset + 30),
      amount: total.amount,
      events_count: total.count,
      event_ids: total.eventIds,
      paid_at: paidAt,
      status_changes: [
        ...(issuedOn === null ? [] : [{ status: 'sent' as const, at: createdAt, by: null }]),
        ...(status === 'sent' || status === 'draft'
          ? []
          : [{ status, at: paidAt ?? calendar.at(Math.min(0, issuedOffset + 31), 0), by: null }]),
      ],
      created_at: createdAt,
      // Its own draw keeps the seed's sequence (and every later record) as before.
      updated_at: calendar.at(Math.min(0, issuedOffset), context.minute()),
      deleted_at: null,
    });
  }

  for (const [key, total] of sortedEntries(totals.creatorMonths)) {
    const creatorId = Math.floor(key / MONTH_SLOTS);
    const range = monthRange(key % MONTH_SLOTS);
    const endOffset = calendar.offsetOf(range.end);
    const status: PayoutStatus = range.current
      ? 'pending'
      : endOffset > -20
        ? 'scheduled'
        : random.chance(0.97)
          ? 'paid'
          : 'failed';
    const preference = store.paymentPreferences.lookup('publisher_id', creatorId)[0];
    const createdAt = calendar.at(Math.min(0, endOffset + 1), context.minute());
    // Sent at 09:00 a few days before it arrives (no draw: the seed's sequence stays as before).
    const sentAt =
      status === 'paid' || status === 'failed'
        ? calendar.at(Math.min(-1, endOffset + 12), 540)
        : null;
    const paidAt =
      status === 'paid' ? calendar.at(Math.min(-1, endOffset + 15), context.minute()) : null;
    store.payouts.insert({
      publisher_id: creatorId,
      payment_preference_id: preference?.id ?? null,
      status,
      period_start: range.start,
      period_end: range.end,
      amount: total.amount,
      events_count: total.count,
      event_ids: total.eventIds,
      sent_at: sentAt,
      paid_at: paidAt,
      status_changes: [
        ...(sentAt === null ? [] : [{ status: 'sent' as const, at: sentAt, by: null }]),
        ...(paidAt === null ? [] : [{ status: 'paid' as const, at: paidAt, by: null }]),
      ],
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    });
  }

  seedLatePayout(context);

  for (const [brandId, offset] of totals.lastAiredByBrand) {
    store.brands.update(brandId, { last_event_date: calendar.day(offset) });
  }

  const reviewCount = store.campaigns
    .all()
    .filter((campaign) => campaign.io_status === 'review').length;
  for (const key of PERSONA_KEYS) {
    const persona = PERSONAS[key];
    if (persona.business_role === 'ops') {
      store.users.update(persona.id, { ios_count: Math.min(reviewCount, 99) });
    }
    for (let n = 0, count = random.int(3, 8); n < count; n += 1) {
      const brandId = persona.brand_ids[0] ?? random.pick(context.brandIds);
      const brand = store.brands.get(brandId);
      store.notifications.insert({
        user_id: persona.id,
        type: random.pick(['assigned', 'mention', 'message']),
        title: random.pick([
          `New message on ${brand?.name ?? 'a brand'}`,
          `You were mentioned in ${brand?.name ?? 'a thread'}`,
          `You were assigned to ${brand?.name ?? 'a brand'}`,
        ]),
        body: null,
        subject_type: 'brand',
        subject_id: brandId,
        read_at: n < 2 ? null : calendar.at(-random.int(0, 20), context.minute()),
        created_at: calendar.at(-random.int(0, 30), context.minute()),
      });
    }
  }
}

function sortedEntries<T>(map: Map<number, T>): Array<[number, T]> {
  return [...map.entries()].sort((a, b) => a[0] - b[0]);
}
