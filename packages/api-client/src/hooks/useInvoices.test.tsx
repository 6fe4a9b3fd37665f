// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, failure, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import {
  useBillableEvents,
  useCreateInvoice,
  useInvoice,
  useInvoices,
  useMoveInvoice,
} from './useInvoices.ts';

const mock = setupMockApi();
afterEach(cleanup);

/** A brand and billing month with events on no live invoice (the seed's void invoices free some). */
function billableMonth(): { brandId: number; month: string } {
  const { store } = mock.backend;
  for (const invoice of store.invoices.all().filter((row) => row.status === 'void')) {
    const month = store.events.get(invoice.event_ids[0] ?? 0)?.billing_date?.slice(0, 7);
    if (month !== undefined) return { brandId: invoice.brand_id, month };
  }
  throw new Error('The seed has no void invoice.');
}

describe('useInvoices', () => {
  it("creates an invoice from a month's billable events; it joins the list and they leave", async () => {
    const test = createTestClient();
    await signIn(test, 'finance@airtime.test');
    const { brandId, month } = billableMonth();
    const { result } = renderApiHook(test.client, () => ({
      list: useInvoices({ brand_id: brandId, sort: '-id' }),
      billable: useBillableEvents({ brand_id: brandId, month }),
      create: useCreateInvoice(),
    }));
    await waitFor(() => expect(result.current.billable.items.length).toBeGreaterThan(0));
    const events = result.current.billable.items;
    expect(events.every((event) => event.brand_id === brandId)).toBe(true);
    const created = await act(() =>
      result.current.create.trigger({
        body: { brand_id: brandId, event_ids: events.map((event) => event.id) },
      }),
    );
    expect(created).toMatchObject({
      status: 'draft',
      period_start: `${month}-01`,
      amount: events.reduce((sum, event) => sum + (event.rate ?? 0), 0),
    });
    await waitFor(() => expect(result.current.list.items[0]?.id).toBe(created.id));
    expect(result.current.list.items[0]?.brand?.id).toBe(brandId);
    await waitFor(() => expect(result.current.billable.items).toEqual([]));
  });

  it('moves an invoice along its statuses and refuses a move it does not offer', async () => {
    const test = createTestClient();
    await signIn(test, 'admin@airtime.test');
    const draft = mock.backend.store.invoices.all().find((row) => row.status === 'draft');
    if (draft === undefined) throw new Error('The seed has no draft invoice.');
    const { result } = renderApiHook(test.client, () => ({
      one: useInvoice(draft.id),
      move: useMoveInvoice(),
    }));
    await waitFor(() => expect(result.current.one.data?.status).toBe('draft'));
    await act(() =>
      result.current.move.trigger({ params: { id: draft.id }, body: { status: 'sent' } }),
    );
    await waitFor(() => expect(result.current.one.data?.status).toBe('sent'));
    expect(result.current.one.data?.status_changes.at(-1)).toMatchObject({
      status: 'sent',
      by: 'Ada Admin',
    });
    const error = await failure(
      result.current.move.trigger({ params: { id: draft.id }, body: { status: 'draft' } }),
    );
    expect(error.status).toBe(422);
  });
});
