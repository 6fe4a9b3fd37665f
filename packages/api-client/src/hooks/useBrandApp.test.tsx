// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, setupMockApi, signIn, type TestClient } from '../test/mockApi.ts';
import { renderApiHook } from '../test/render.tsx';
import {
  brandEventQuery,
  useAddBrandRelationship,
  useBrandContent,
  useBrandCreator,
  useBrandEvent,
  useBrandEvents,
  useUpdateBrandEvent,
} from './useBrandApp.ts';

const { backend } = setupMockApi();
const store = () => backend.store;

/** The brand persona with brand 2 selected (POST /api/brand/select, another helper's call: sent raw). */
async function brandUser(): Promise<TestClient> {
  const test = createTestClient();
  await signIn(test, 'brand@airtime.test');
  const response = await test.fetch('/api/brand/select', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': test.cookies.get('XSRF-TOKEN') ?? '',
    },
    body: JSON.stringify({ brand_id: 2 }),
  });
  if (!response.ok) throw new Error(`select answered ${response.status}`);
  return test;
}

/** An event of brand 2 with a planned sponsorship of brand 2. */
function sponsoredEventOf2() {
  const event = store()
    .events.lookup('brand_id', 2)
    .find((row) =>
      store()
        .sponsorships.lookup('event_id', row.id)
        .some((sponsorship) => sponsorship.is_planned && sponsorship.brand_id === 2),
    );
  if (event === undefined) throw new Error('no sponsored event of brand 2');
  return event;
}

describe('brandEventQuery', () => {
  it.each([
    [{ month: '2026-02' }, { start_date: '2026-02-01', end_date: '2026-02-28' }],
    [{ week: '2026-11-20' }, { start_date: '2026-11-15', end_date: '2026-11-21' }],
    [
      { month: '2026-11-20', creatorId: [4, 4, 9] },
      { start_date: '2026-11-01', end_date: '2026-11-30', publishers: [4, 9] },
    ],
    [{ month: 'someday' }, undefined],
  ])('maps %j to %j', (period, expected) => {
    expect(brandEventQuery(period)).toEqual(expected);
  });
});

describe('useBrandEvents', () => {
  it('loads a month as start_date and end_date (the key holds the dates), page by page', async () => {
    const test = await brandUser();
    const sample = sponsoredEventOf2();
    const month = (sample.aired_date ?? sample.planned_date ?? '2026-11-01').slice(0, 7);
    const range = brandEventQuery({ month });
    const { result } = renderApiHook(test.client, () => useBrandEvents({ month }, { per_page: 2 }));
    expect(result.current.key).toBe(
      `/api/brand/events?end_date=${range?.end_date}&per_page=2&start_date=${range?.start_date}`,
    );
    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(0));
    const inRange = (event: { aired_date: string | null; planned_date: string | null }) => {
      const day = event.aired_date ?? event.planned_date ?? '';
      return day >= (range?.start_date ?? '') && day <= (range?.end_date ?? '');
    };
    expect(result.current.items.every(inRange)).toBe(true);
    expect(result.current.hasMore).toBe(true);
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.length).toBeGreaterThan(2));
    expect(result.current.items.every(inRange)).toBe(true);
    expect(new Set(result.current.items.map((event) => event.id)).size).toBe(
      result.current.items.length,
    );
  });

  it('waits for a null period', async () => {
    const test = await brandUser();
    const { result } = renderApiHook(test.client, () => useBrandEvents(null));
    expect(result.current.key).toBeNull();
    expect(result.current.isLoading).toBe(false);
  });

  it('shows the brand’s results after useUpdateBrandEvent', async () => {
    const test = await brandUser();
    const sample = sponsoredEventOf2();
    const { result } = renderApiHook(test.client, () => {
      const event = useBrandEvent(sample.id);
      return {
        clicks: event.data?.sponsorships?.find((row) => row.is_planned)?.campaign_vitals.clicks,
        loaded: event.data !== undefined,
        update: useUpdateBrandEvent(),
      };
    });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(async () => {
      await result.current.update.trigger({
        params: { id: sample.id },
        body: { campaign_vitals: { clicks: 4321 } },
      });
    });
    await waitFor(() => expect(result.current.clicks).toBe(4321));
  });
});

describe('useBrandContent, useBrandCreator, useAddBrandRelationship', () => {
  it('show a creator the brand adds among its channels', async () => {
    const test = await brandUser();
    const partners = new Set(
      store()
        .relationships.lookup('brand_id', 2)
        .map((row) => row.publisher_id),
    );
    const stranger = store()
      .creators.all()
      .find(
        (creator) =>
          !partners.has(creator.id) &&
          store().channels.lookup('publisher_id', creator.id).length > 0,
      );
    if (stranger === undefined) throw new Error('no stranger creator');
    const { result } = renderApiHook(test.client, () => {
      const creator = useBrandCreator([...partners][0] ?? null);
      return {
        creator: creator.data,
        channels: useBrandContent({ publisher_id: [stranger.id] }),
        add: useAddBrandRelationship(),
      };
    });
    await waitFor(() => expect(result.current.creator?.channels).toBeDefined());
    await waitFor(() => expect(result.current.channels.isLoading).toBe(false));
    expect(result.current.channels.items).toEqual([]);
    await act(async () => {
      await result.current.add.trigger({ body: { publisher_id: stranger.id } });
    });
    await waitFor(() => expect(result.current.channels.items.length).toBeGreaterThan(0));
    expect(
      result.current.channels.items.every((channel) => channel.creator?.id === stranger.id),
    ).toBe(true);
  });
});
