// @vitest-environment jsdom
import type { Event } from '@airtime/domain';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import { useBookEvent, useEvent, useEvents, useUpdateEvent } from './useEvents.ts';

setupMockApi();
afterEach(cleanup);

async function admin() {
  const test = createTestClient();
  await signIn(test, 'admin@airtime.test');
  return test;
}

const dayOf = (event: Event) => event.aired_date ?? event.planned_date ?? '';

describe('useEvents', () => {
  it('loads a month, then loadMore appends the next page of the same month', async () => {
    const { client } = await admin();
    const { result } = renderApiHook(client, () => useEvents({ month: '2026-11', per_page: 20 }));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    expect(result.current.key).toBe(
      '/api/new-events?end_date=2026-11-30&per_page=20&start_date=2026-11-01',
    );
    expect(result.current.hasMore).toBe(true);
    const first = result.current.items.map((event) => event.id);
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(40));
    const ids = result.current.items.map((event) => event.id);
    expect(ids.slice(0, 20)).toEqual(first);
    expect(new Set(ids).size).toBe(40);
    for (const event of result.current.items) expect(dayOf(event)).toMatch(/^2026-11-/);
  });

  it('keys a month by its dates, whichever day names it, and a week from Sunday', async () => {
    const { client } = await admin();
    const { result } = renderApiHook(client, () => ({
      bare: useEvents({ month: '2026-11' }),
      day: useEvents({ month: '2026-11-17' }),
      date: useEvents({ month: new Date(2026, 10, 30) }),
      week: useEvents({ week: '2026-11-18', creatorId: 1 }),
      waiting: useEvents(null),
    }));
    expect(result.current.day.key).toBe(result.current.bare.key);
    expect(result.current.date.key).toBe(result.current.bare.key);
    expect(result.current.week.key).toBe(
      '/api/new-events?end_date=2026-11-21&publishers[]=1&start_date=2026-11-15',
    );
    expect(result.current.waiting.key).toBeNull();
    await waitFor(() => expect(result.current.week.isLoading).toBe(false));
    for (const event of result.current.week.items) {
      expect(event.publisher_id).toBe(1);
      expect(dayOf(event) >= '2026-11-15' && dayOf(event) <= '2026-11-21').toBe(true);
    }
  });
});

describe('event writes', () => {
  it('shows an update in the week list and the record', async () => {
    const { client } = await admin();
    const { result, rerender } = renderApiHook(
      client,
      ({ id }: { id: number | null }) => ({
        list: useEvents({ week: '2026-11-18', per_page: 5 }),
        record: useEvent(id).data,
        update: useUpdateEvent(),
      }),
      { initialProps: { id: null } as { id: number | null } },
    );
    await waitFor(() => expect(result.current.list.items).toHaveLength(5));
    const target = result.current.list.items[2];
    if (target === undefined) throw new Error('No event');
    rerender({ id: target.id });
    await waitFor(() => expect(result.current.record?.id).toBe(target.id));
    await act(async () => {
      await result.current.update.trigger({
        params: { id: target.id },
        body: { title: 'Renamed in the week view' },
      });
    });
    await waitFor(() =>
      expect(result.current.list.items.find((event) => event.id === target.id)?.title).toBe(
        'Renamed in the week view',
      ),
    );
    await waitFor(() => expect(result.current.record?.title).toBe('Renamed in the week view'));
  });

  it('books an event, which then shows in its week with its production', async () => {
    const { client } = await admin();
    const { result } = renderApiHook(client, () => ({
      list: useEvents({ week: '2026-12-16', creatorId: 1, per_page: 100 }),
      book: useBookEvent(),
    }));
    await waitFor(() => expect(result.current.list.isLoading).toBe(false));
    const before = result.current.list.items.length;
    const booked = await act(() =>
      result.current.book.trigger({
        body: { content_id: 1, title: 'Holiday special', planned_date: '2026-12-16', brand_id: 3 },
      }),
    );
    expect(booked.production?.status).toBe('new');
    await waitFor(() => expect(result.current.list.items).toHaveLength(before + 1));
    const listed = result.current.list.items.find((event) => event.id === booked.id);
    expect(listed?.production?.id).toBe(booked.production?.id);
    expect(listed?.brand?.id).toBe(3);
  });
});

describe('the payment include', () => {
  it("decodes each aired, booked event's payment with with=payment, and only then", async () => {
    const { client } = await admin();
    const { result } = renderApiHook(client, () => ({
      paid: useEvents({ creatorId: 1, aired: true, with: 'payment', per_page: 50 }),
      bare: useEvents({ creatorId: 1, aired: true, per_page: 50 }),
    }));
    await waitFor(() => expect(result.current.paid.items.length).toBeGreaterThan(0));
    await waitFor(() => expect(result.current.bare.items.length).toBeGreaterThan(0));
    const booked = result.current.paid.items.filter((event) => event.brand_id !== null);
    expect(booked.length).toBeGreaterThan(0);
    for (const event of booked) expect(event.payment).toHaveProperty('invoice');
    expect(result.current.bare.items.some((event) => 'payment' in event)).toBe(false);
  });

  it('gives useEvent the payment when asked', async () => {
    const { client } = await admin();
    const { result: list } = renderApiHook(client, () =>
      useEvents({ creatorId: 1, aired: true, sponsored: true, per_page: 1 }),
    );
    await waitFor(() => expect(list.current.items).toHaveLength(1));
    const id = list.current.items[0]?.id ?? null;
    const { result } = renderApiHook(client, () => useEvent(id, { with: 'payment' }));
    await waitFor(() => expect(result.current.data?.payment).toBeDefined());
    expect(result.current.data?.payment).toHaveProperty('payout');
  });
});
