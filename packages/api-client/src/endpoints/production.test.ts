import { type EventProduction, NOT_IN_WORK_STATUSES, PROJECTION_WEIGHTS } from '@airtime/domain';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ListPage } from '../decode/decoders.ts';

import { failure, setupMockApi, signedInAs, type TestClient } from '../test/mockApi.ts';
import { toEventQuery } from './events.ts';
import { listOffers } from './offers.ts';
import {
  batchUpdateProductions,
  getProduction,
  listProductions,
  setProductionWorkflowStatus,
  updateProduction,
} from './production.ts';

const mock = setupMockApi();

function sentUrls(): string[] {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    urls.push(decodeURIComponent(`${url.pathname}${url.search}`));
  };
  mock.server.events.on('request:start', listener);
  onTestFinished(() => {
    mock.server.events.removeListener('request:start', listener);
  });
  return urls;
}

const dayOf = (production: EventProduction) =>
  production.event?.aired_date ?? production.event?.planned_date ?? '';

/** A production of brand 2 (which has an offer) from the November board. */
async function brandTwoProduction({ client }: TestClient): Promise<EventProduction> {
  const page = await client.request(listProductions, {
    query: toEventQuery({ month: '2026-11', brand_id: 2, per_page: 5 }),
  });
  const production = page.data[0];
  if (production === undefined) throw new Error('No production of brand 2 in November');
  return production;
}

describe('listProductions', () => {
  it('sends the month as dates and gets the productions of its events, relations filled', async () => {
    const { client, warnings } = await signedInAs('admin@airtime.test');
    const urls = sentUrls();
    const page = await client.request(listProductions, {
      query: toEventQuery({ month: '2026-11', per_page: 50 }),
    });
    expect(urls).toContain(
      '/api/event-production?end_date=2026-11-30&per_page=50&start_date=2026-11-01',
    );
    expect(page.data.length).toBe(50);
    for (const production of page.data) {
      expect(production.event?.id).toBe(production.event_id);
      expect(dayOf(production)).toMatch(/^2026-11-/);
      expect(production.process?.subject_id).toBe(production.id);
      if (production.sponsorship_id !== null)
        expect(production.sponsorship?.id).toBe(production.sponsorship_id);
      if (production.tracker_id !== null)
        expect(production.tracker?.id).toBe(production.tracker_id);
    }
    expect(page.data.some((production) => production.owner !== undefined)).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('applies the board filters and sorts', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const urls = sentUrls();
    const notInWork = await client.request(listProductions, {
      query: toEventQuery({ month: '2026-11', in_work: false, sort: 'status', per_page: 100 }),
    });
    expect(urls.at(-1)).toContain('in_work=0');
    expect(notInWork.data.length).toBeGreaterThan(0);
    for (const production of notInWork.data)
      expect(NOT_IN_WORK_STATUSES).toContain(production.status);

    const byProjection = await client.request(listProductions, {
      query: toEventQuery({
        week: '2026-11-18',
        projection: ['high', 'medium'],
        sort: '-projection',
        per_page: 100,
      }),
    });
    expect(urls.at(-1)).toContain('projection[]=high&projection[]=medium&sort=-projection');
    const weights = byProjection.data.map((row) =>
      row.projection === null ? -1 : PROJECTION_WEIGHTS[row.projection],
    );
    expect(weights.length).toBeGreaterThan(0);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(new Set(byProjection.data.map((row) => row.projection))).toEqual(
      new Set(['high', 'medium']),
    );

    const inProgress = await client.request(listProductions, {
      query: toEventQuery({ month: '2026-11', status: 'in-progress', is_important: false }),
    });
    for (const production of inProgress.data) {
      expect(production.status).toBe('in-progress');
      expect(production.is_important).toBe(false);
    }
  });

  it('pages the board by cursor without repeats', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const query = toEventQuery({ month: '2026-11', sort: '-date', per_page: 30 });
    const ids: number[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const page: ListPage<EventProduction> = await client.request(listProductions, {
        query: cursor === null ? query : { ...query, cursor },
      });
      total = page.meta.total;
      ids.push(...page.data.map((row) => row.id));
      cursor = page.links.next;
    } while (cursor !== null);
    expect(total).toBeGreaterThan(30);
    expect(ids.length).toBe(total);
    expect(new Set(ids).size).toBe(total);
  });

  it('is agency staff only', async () => {
    const { client } = await signedInAs('brand@airtime.test');
    const error = await failure(client.request(listProductions, { query: {} }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Only agency users can do this.');
  });
});

describe('production records and writes', () => {
  it('gets one production with its event, process and assignees embedded', async () => {
    const test = await signedInAs('admin@airtime.test');
    const { id } = await brandTwoProduction(test);
    const production = await test.client.request(getProduction, { params: { id } });
    expect(production.id).toBe(id);
    expect(production.event?.brand_id).toBe(2);
    expect(production.process?.subject_type).toBe('event_production');
    expect(production.owner?.user.id).toBeGreaterThan(0);
  });

  it("updates status, projection, the brand's offer and tags, then reads them back", async () => {
    const test = await signedInAs('admin@airtime.test');
    const production = await brandTwoProduction(test);
    const offers = await test.client.request(listOffers, { query: { brand_id: 2 } });
    const offer = offers.data[0];
    if (offer === undefined) throw new Error('Brand 2 has no offer');
    const updated = await test.client.request(updateProduction, {
      params: { id: production.id },
      body: { status: 'moving', projection: 'low', offer_id: offer.id, tag_ids: [1, 2] },
    });
    expect(updated).toMatchObject({ status: 'moving', projection: 'low', offer_id: offer.id });
    const read = await test.client.request(getProduction, { params: { id: production.id } });
    expect(read.offer?.id).toBe(offer.id);
    expect(read.tags?.map((tag) => tag.id).sort()).toEqual([1, 2]);
    expect(read.status).toBe('moving');
  });

  it("refuses another brand's offer with a field error", async () => {
    const test = await signedInAs('admin@airtime.test');
    const production = await brandTwoProduction(test);
    const error = await failure(
      test.client.request(updateProduction, {
        params: { id: production.id },
        body: { offer_id: 1 },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('offer_id')).toBe('The selected offer id is invalid.');
  });

  it('batch-updates several productions at once, all or none', async () => {
    const { client } = await signedInAs('admin@airtime.test');
    const page = await client.request(listProductions, {
      query: toEventQuery({ month: '2026-12', is_important: false, per_page: 3 }),
    });
    const ids = page.data.map((row) => row.id);
    expect(ids).toHaveLength(3);
    const updated = await client.request(batchUpdateProductions, {
      body: { ids, is_important: true },
    });
    expect(updated.map((row) => row.id).sort()).toEqual([...ids].sort());
    const reread = await client.request(listProductions, {
      query: { event_id: page.data.map((row) => row.event_id) },
    });
    for (const row of reread.data) expect(row.is_important).toBe(true);

    const error = await failure(
      client.request(batchUpdateProductions, {
        body: { ids: [ids[0] ?? 0, 999_999], status: 'aired' },
      }),
    );
    expect(error.fieldError('ids')).toBe('The selected ids is invalid.');
    const untouched = await client.request(getProduction, { params: { id: ids[0] ?? 0 } });
    expect(untouched.status).not.toBe('aired');
  });

  it("sets a workflow's status by hand, within the workflow's list", async () => {
    const test = await signedInAs('admin@airtime.test');
    const { id } = await brandTwoProduction(test);
    const updated = await test.client.request(setProductionWorkflowStatus, {
      params: { id, workflow: 'brief' },
      body: { status: 'sent' },
    });
    expect(updated.process?.workflows.brief?.status).toBe('sent');
    const error = await failure(
      test.client.request(setProductionWorkflowStatus, {
        params: { id, workflow: 'brief' },
        // @ts-expect-error a status outside every workflow's list, which the server must refuse
        body: { status: 'shipped' },
      }),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.errors)).toEqual(['status']);
  });

  it('refuses writes to Read Only users with the server message', async () => {
    const { client } = await signedInAs('readonly@airtime.test');
    const error = await failure(
      client.request(updateProduction, { params: { id: 1 }, body: { is_important: true } }),
    );
    expect(error.status).toBe(403);
    expect(error.message).toBe('Your account is read-only: you cannot make changes.');
  });
});
