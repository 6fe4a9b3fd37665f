import type { Tracker } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../decode/decoders.ts';

import { failure, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { toEventQuery } from './events.ts';
import { getProduction, listProductions } from './production.ts';
import {
  createTracker,
  deleteTracker,
  listTrackers,
  runTrackerCheck,
  updateTracker,
} from './trackers.ts';

setupMockApi();

describe('trackers', () => {
  it('lists by brand and type, sorted', async () => {
    const { client, warnings } = await signedInAs('admin@airtime.test');
    const page = await client.request(listTrackers, {
      query: { brand_id: [2, 3], type: 'landing', sort: '-id', per_page: 50 },
    });
    expect(page.data.length).toBeGreaterThan(0);
    const ids = page.data.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const row of page.data) {
      expect([2, 3]).toContain(row.brand_id);
      expect(row.type).toBe('landing');
      if (row.type === 'landing') expect(row.promocode).toBe(row.promocode.toUpperCase());
    }
    expect(warnings).toEqual([]);
  });

  it('pages by cursor without repeats', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const ids: number[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const page: ListPage<Tracker> = await client.request(listTrackers, {
        query: { brand_id: 2, per_page: 10, ...(cursor === null ? {} : { cursor }) },
      });
      total = page.meta.total;
      ids.push(...page.data.map((row) => row.id));
      cursor = page.links.next;
    } while (cursor !== null);
    expect(total).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(total);
  });

  it('links a new tracker to a production, which then shows it; deleting lets go', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const [production] = (
      await client.request(listProductions, {
        query: toEventQuery({ month: '2026-12', brand_id: 3, per_page: 1 }),
      })
    ).data;
    if (production === undefined) throw new Error('No production of brand 3');
    const tracker = await client.request(createTracker, {
      body: {
        type: 'landing',
        brand_id: 3,
        domain: 'acme.com/podcast',
        promocode: 'listen20',
        event_production_id: production.id,
      },
    });
    expect(tracker).toMatchObject({ type: 'landing', promocode: 'LISTEN20', is_active: true });
    expect(
      (await client.request(getProduction, { params: { id: production.id } })).tracker?.id,
    ).toBe(tracker.id);
    const changed = await client.request(updateTracker, {
      params: { id: tracker.id },
      body: { type: 'promo_link', link: 'https://go.acme.com/pod' },
    });
    expect(changed).toMatchObject({ type: 'promo_link', link: 'https://go.acme.com/pod' });
    await client.request(deleteTracker, { params: { id: tracker.id } });
    const after = await client.request(getProduction, { params: { id: production.id } });
    expect(after.tracker_id).toBeNull();
  });

  it('runs a check: an active tracker passes, an inactive one fails', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const tracker = await client.request(createTracker, {
      body: { type: 'promo_link', brand_id: 2, link: 'https://go.example.com/check' },
    });
    const passed = await client.request(runTrackerCheck, { params: { id: tracker.id } });
    expect(passed.check).toMatchObject({ ok: true });
    expect(passed.tracker.last_checked_at).toBe(passed.check.checked_at);
    await client.request(updateTracker, { params: { id: tracker.id }, body: { is_active: false } });
    const failed = await client.request(runTrackerCheck, { params: { id: tracker.id } });
    expect(failed.check).toMatchObject({
      ok: false,
      message: 'The tracker is inactive, so it records nothing.',
    });
  });

  it('surfaces the fields a type needs as field errors', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const error = await failure(
      client.request(updateTracker, { params: { id: 1 }, body: { type: 'landing' } }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('domain')).toBe('The domain field is required when type is landing.');
    expect(error.fieldError('promocode')).toBe(
      'The promocode field is required when type is landing.',
    );
  });

  it("shows brand users their brands' trackers; refuses Read Only writes", async () => {
    const brand = await signedInAs('brand@airtime.test');
    const page = await brand.client.request(listTrackers, { query: { per_page: 100 } });
    for (const row of page.data) expect([2, 3, 5]).toContain(row.brand_id);
    const readonly = await signedInAs('readonly@airtime.test');
    const error = await failure(readonly.client.request(runTrackerCheck, { params: { id: 1 } }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Your account is read-only: you cannot make changes.');
  });
});
