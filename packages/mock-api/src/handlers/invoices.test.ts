import type { Invoice } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { jsonBody, useMockApi } from '../test/mockApi.ts';
import { billableEvents } from './invoiceBilling.ts';

const api = useMockApi();
const store = () => api.backend.store;

/** A brand and billing month with events on no live invoice (the seed's void invoices free some). */
function billableMonth(): { brandId: number; month: string; eventIds: number[] } {
  for (const invoice of store()
    .invoices.all()
    .filter((row) => row.status === 'void')) {
    const event = store().events.get(invoice.event_ids[0] ?? 0);
    const month = event?.billing_date?.slice(0, 7);
    if (month === undefined) continue;
    const events = billableEvents(store(), invoice.brand_id, month);
    if (events.length > 0)
      return { brandId: invoice.brand_id, month, eventIds: events.map((row) => row.id) };
  }
  throw new Error('The seed has no billable month.');
}

describe('GET /api/invoices', () => {
  it.each([
    ['superadmin', 200],
    ['admin', 200],
    ['finance', 200],
    ['readonly', 403],
    ['ops', 403],
    ['brand', 403],
    ['creator', 403],
  ] as const)('%s → %i', async (persona, status) => {
    expect((await (await api.as(persona))('/api/invoices')).status).toBe(status);
  });

  it('filters by brand, status and month, sorted by amount, with brands included', async () => {
    const client = await api.as('finance');
    const body = await (
      await client('/api/invoices?brand_id=1&status=paid&sort=-amount&per_page=100')
    ).json();
    const amounts = body.data.map((row: Invoice) => row.amount);
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(body.data.every((row: Invoice) => row.brand_id === 1 && row.status === 'paid')).toBe(
      true,
    );
    expect(body.included.brands.map((row: { id: number }) => row.id)).toEqual([1]);
    const month = (body.data[0] as Invoice).period_start.slice(0, 7);
    const byMonth = await (await client(`/api/invoices?month=${month}&per_page=100`)).json();
    expect(byMonth.data.every((row: Invoice) => row.period_start.startsWith(month))).toBe(true);
  });

  it.each([['month=2026-13'], ['status=late'], ['sort=brand']])('answers 422 for %s', async (q) => {
    expect((await (await api.as('finance'))(`/api/invoices?${q}`)).status).toBe(422);
  });
});

describe('POST /api/invoices', () => {
  it('bills a month of billable events, which then leave the billable list', async () => {
    const client = await api.as('finance');
    const { brandId, month, eventIds } = billableMonth();
    const billable = await (
      await client(`/api/invoices/billable?brand_id=${brandId}&month=${month}`)
    ).json();
    expect(billable.data.map((row: { id: number }) => row.id).sort()).toEqual([...eventIds].sort());
    const response = await client(
      '/api/invoices',
      jsonBody('POST', { brand_id: brandId, event_ids: eventIds, status: 'sent' }),
    );
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const rates = eventIds.map((id) => store().events.get(id)?.rate ?? 0);
    const today = api.backend.now().toISOString().slice(0, 10);
    expect(data).toMatchObject({
      brand_id: brandId,
      status: 'sent',
      period_start: `${month}-01`,
      amount: rates.reduce((sum, rate) => sum + rate, 0),
      events_count: eventIds.length,
      issued_on: today,
      status_changes: [{ status: 'sent', by: 'Fiona Finance' }],
    });
    expect(data.number).toMatch(/^INV-\d{4}-\d{4}$/);
    expect(Date.parse(data.due_on) - Date.parse(today)).toBe(30 * 86_400_000);
    const after = await (
      await client(`/api/invoices/billable?brand_id=${brandId}&month=${month}`)
    ).json();
    expect(after.data).toEqual([]);
  });

  it('creates a draft by default, with no issue or due day', async () => {
    const { brandId, eventIds } = billableMonth();
    const response = await (await api.as('admin'))(
      '/api/invoices',
      jsonBody('POST', { brand_id: brandId, event_ids: eventIds.slice(0, 1) }),
    );
    expect(await response.json()).toMatchObject({
      data: { status: 'draft', issued_on: null, due_on: null, status_changes: [] },
    });
  });

  it.each([
    [
      'an event of another brand',
      (ids: number[]) => ({ brand_id: 2, event_ids: ids }),
      /not booked for this brand/,
    ],
    [
      'an invoiced event',
      () => ({
        brand_id: 1,
        event_ids:
          store()
            .invoices.lookup('brand_id', 1)
            .find((row) => row.status === 'paid')?.event_ids ?? [],
      }),
      /already on an invoice/,
    ],
    ['no event', () => ({ brand_id: 1, event_ids: [] }), /is required/],
    ['an unknown event', () => ({ brand_id: 1, event_ids: [99_999_999] }), /does not exist/],
  ])('refuses %s with a field error', async (_case, body, message) => {
    const { eventIds } = billableMonth();
    const response = await (await api.as('finance'))(
      '/api/invoices',
      jsonBody('POST', body(eventIds)),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors.event_ids[0]).toMatch(message);
  });

  it('refuses events billed in different months', async () => {
    const { brandId, eventIds } = billableMonth();
    const other = store()
      .events.lookup('brand_id', brandId)
      .find(
        (event) =>
          event.billing_date !== null &&
          event.billing_date.slice(0, 7) !==
            store()
              .events.get(eventIds[0] ?? 0)
              ?.billing_date?.slice(0, 7),
      );
    // Void the other event's invoice so only the month is wrong.
    const holder = store()
      .invoices.lookup('brand_id', brandId)
      .find((row) => row.event_ids.includes(other?.id ?? 0));
    if (holder !== undefined) store().invoices.update(holder.id, { status: 'void' });
    const response = await (await api.as('finance'))(
      '/api/invoices',
      jsonBody('POST', { brand_id: brandId, event_ids: [eventIds[0], other?.id] }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors.event_ids[0]).toMatch(/different months/);
  });
});

describe('POST /api/invoices/{id}/status', () => {
  it('moves a draft to sent (issued today) then paid, recording who and when', async () => {
    const client = await api.as('finance');
    const draft = store()
      .invoices.all()
      .find((row) => row.status === 'draft') as Invoice;
    const sent = await client(
      `/api/invoices/${draft.id}/status`,
      jsonBody('POST', { status: 'sent' }),
    );
    expect((await sent.json()).data).toMatchObject({
      status: 'sent',
      issued_on: expect.any(String),
    });
    const paid = await (
      await client(`/api/invoices/${draft.id}/status`, jsonBody('POST', { status: 'paid' }))
    ).json();
    expect(paid.data.paid_at).not.toBeNull();
    expect(
      paid.data.status_changes.map((row: { status: string; by: string }) => [row.status, row.by]),
    ).toEqual([
      ['sent', 'Fiona Finance'],
      ['paid', 'Fiona Finance'],
    ]);
  });

  it.each([
    ['draft', 'paid'],
    ['paid', 'void'],
    ['void', 'sent'],
  ] as const)('refuses %s → %s with 422', async (from, to) => {
    const invoice = store()
      .invoices.all()
      .find((row) => row.status === from) as Invoice;
    const response = await (await api.as('finance'))(
      `/api/invoices/${invoice.id}/status`,
      jsonBody('POST', { status: to }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors.status).toHaveLength(1);
    expect(store().invoices.get(invoice.id)?.status).toBe(from);
  });
});
