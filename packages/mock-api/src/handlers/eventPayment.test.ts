import type { Event } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import type { SessionFetch } from '../node/index.ts';
import { useMockApi } from '../test/mockApi.ts';

// `with=payment` on the events list and detail (ours): each aired, booked event carries the live
// invoice and payout that cover it, as the finance tables say now, and no amount.

const api = useMockApi();

async function listed(client: SessionFetch, query: string): Promise<Event[]> {
  const response = await client(`/api/new-events?aired=true&per_page=100&${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Event[] }).data;
}

/** Every key of a value, nested: what a reader could find in it. */
function keysOf(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

describe('GET /api/new-events with=payment', () => {
  it.each([
    ['creator', 'publishers=1'],
    ['brand', 'brand_id=2'],
    ['finance', 'publishers=1'],
    ['admin', 'brand_id=2'],
  ] as const)(
    'gives %s the payment of each aired, booked event it may see, without amounts',
    async (persona, filter) => {
      const events = await listed(await api.as(persona), `${filter}&with=payment`);
      const booked = events.filter((event) => event.brand_id !== null);
      expect(booked.length).toBeGreaterThan(0);
      for (const event of events) expect(event.payment !== undefined).toBe(event.brand_id !== null);
      const store = api.backend.store;
      for (const event of booked) {
        const invoice = store.invoices
          .all()
          .find((row) => row.status !== 'void' && row.event_ids.includes(event.id));
        expect(event.payment?.invoice?.id ?? null).toBe(invoice?.id ?? null);
        const payout = store.payouts.all().find((row) => row.event_ids.includes(event.id));
        expect(event.payment?.payout?.id ?? null).toBe(payout?.id ?? null);
      }
      expect(booked.some((event) => event.payment?.invoice !== null)).toBe(true);
      expect(booked.flatMap((event) => keysOf(event.payment))).not.toContain('amount');
    },
  );

  it('gives the payout method as the type of its payment preference', async () => {
    const events = await listed(await api.as('creator'), 'publishers=1&with=payment');
    const paid = events.find((event) => event.payment?.payout != null);
    const payout = api.backend.store.payouts.get(paid?.payment?.payout?.id ?? 0);
    const preference = api.backend.store.paymentPreferences.get(payout?.payment_preference_id ?? 0);
    expect(paid?.payment?.payout?.method).toBe(preference?.type ?? null);
  });

  it('leaves payments out unless asked, and on events not aired', async () => {
    const client = await api.as('creator');
    expect((await listed(client, 'publishers=1')).some((event) => 'payment' in event)).toBe(false);
    const response = await client('/api/new-events?aired=false&publishers=1&with=payment');
    const upcoming: Event[] = (await response.json()).data;
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.some((event) => 'payment' in event)).toBe(false);
  });

  it('follows a payout moved along, in the list and the detail', async () => {
    const client = await api.as('creator');
    const events = await listed(client, 'publishers=1&with=payment&sort=-date');
    const waiting = events.find((event) => event.payment?.payout?.sent_at === null);
    const payoutId = waiting?.payment?.payout?.id ?? 0;
    api.backend.store.payouts.update(payoutId, {
      status: 'sent',
      sent_at: '2026-11-19T09:00:00.000Z',
    });
    const detail = await client(`/api/new-events/${waiting?.id}?with=payment`);
    const event: Event = (await detail.json()).data;
    expect(event.payment?.payout).toMatchObject({
      status: 'sent',
      sent_at: '2026-11-19T09:00:00.000Z',
    });
    const bare: Event = (await (await client(`/api/new-events/${waiting?.id}`)).json()).data;
    expect(bare.payment).toBeUndefined();
  });
});
