import {
  type Campaign,
  comparePriority,
  isInPlanning,
  matchesPlanningGroup,
  needsAttention,
} from '@airtime/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ListPage } from '../decode/decoders.ts';

import { failure, REFERENCE_DATE, setupMockApi, signedInAs } from '../test/mockApi.ts';
import {
  batchUpdateCampaigns,
  type CampaignListQuery,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  updateCampaign,
} from './campaigns.ts';
import { callUrl } from './defineCall.ts';

const { backend } = setupMockApi();
// Writes change the shared store: each test starts from the same seed.
beforeEach(() => backend.reset({ seed: 1, referenceDate: REFERENCE_DATE }));

/** Every page of a query, following links.next. */
async function walk(
  client: Awaited<ReturnType<typeof signedInAs>>['client'],
  query: CampaignListQuery,
): Promise<Campaign[]> {
  const rows: Campaign[] = [];
  let page: ListPage<Campaign> | undefined;
  do {
    const cursor = page?.links.next;
    page = await client.request(listCampaigns, {
      query: cursor == null ? query : { ...query, cursor },
    });
    rows.push(...page.data);
  } while (page.links.next !== null);
  return rows;
}

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
const live = () => backend.store.campaigns.all();

describe('listCampaigns', () => {
  it('decodes the board with brand, creator and channel filled from included', async () => {
    const test = await signedInAs('admin@airtime.test');
    const page = await test.client.request(listCampaigns, { query: { per_page: 20 } });
    expect(page.data).toHaveLength(20);
    expect(page.meta.total).toBe(live().length);
    for (const campaign of page.data) {
      expect(campaign.brand?.id).toBe(campaign.brand_id);
      expect(campaign.creator?.id).toBe(campaign.publisher_id);
      expect(campaign.channel?.id).toBe(campaign.content_id);
      expect(campaign.process).toMatchObject({ subject_type: 'campaign', subject_id: campaign.id });
    }
    expect(test.warnings).toEqual([]);
  });

  it('sends list filters as name[] and booleans as 1/0', () => {
    expect(
      callUrl(listCampaigns, {
        query: { group: ['io_approval', 'declined'], in_planning: true, sort: 'priority' },
      }),
    ).toBe('/api/new-campaigns?group[]=io_approval&group[]=declined&in_planning=1&sort=priority');
  });

  it('applies the planning filters with the domain rules', async () => {
    const test = await signedInAs('admin@airtime.test');
    const inApproval = await walk(test.client, { group: 'io_approval', per_page: 100 });
    expect(ids(inApproval)).toEqual(
      ids(live().filter((row) => matchesPlanningGroup(row.group, 'io_approval'))),
    );
    // io_approval also shows cm_request (spec §4).
    expect(new Set(inApproval.map((row) => row.group))).toEqual(
      new Set(['io_approval', 'cm_request']),
    );

    const planning = await walk(test.client, { in_planning: true, per_page: 100 });
    expect(planning.length).toBeGreaterThan(0);
    expect(ids(planning)).toEqual(ids(live().filter(isInPlanning)));
    const attention = await walk(test.client, { needs_attention: true, per_page: 100 });
    expect(attention.length).toBeGreaterThan(0);
    expect(ids(attention)).toEqual(ids(live().filter(needsAttention)));

    const pressing = await walk(test.client, {
      priority: ['urgent', 'high'],
      status: ['active', 'in-progress'],
      per_page: 100,
    });
    expect(pressing.length).toBeGreaterThan(0);
    expect(ids(pressing)).toEqual(
      ids(
        live().filter(
          (row) =>
            ['urgent', 'high'].includes(row.priority) &&
            ['active', 'in-progress'].includes(row.status),
        ),
      ),
    );
  });

  it('filters by brand and by text', async () => {
    const test = await signedInAs('admin@airtime.test');
    const first = live()[0] as Campaign;
    const ofBrand = await walk(test.client, { brand_id: [first.brand_id], per_page: 100 });
    expect(ofBrand.length).toBeGreaterThan(0);
    expect(ofBrand.every((row) => row.brand_id === first.brand_id)).toBe(true);
    const brandName = backend.store.brands.get(first.brand_id)?.name ?? '';
    const byText = await walk(test.client, { s: brandName, per_page: 100 });
    expect(byText.map((row) => row.id)).toContain(first.id);
  });

  it('sorts by priority in the domain order, then by brand name', async () => {
    const test = await signedInAs('admin@airtime.test');
    const byPriority = await walk(test.client, { sort: 'priority,-created_at', per_page: 100 });
    expect(byPriority).toHaveLength(live().length);
    for (let index = 1; index < byPriority.length; index += 1) {
      const [before, after] = [byPriority[index - 1], byPriority[index]] as [Campaign, Campaign];
      expect(comparePriority(before.priority, after.priority)).toBeLessThanOrEqual(0);
    }
    const byBrand = await test.client.request(listCampaigns, { query: { sort: 'brand' } });
    const names = byBrand.data.map((row) => row.brand?.name.toLowerCase() ?? '');
    expect(names).toEqual([...names].sort());
  });

  it('pages with cursors without repeating or missing a campaign', async () => {
    const test = await signedInAs('admin@airtime.test');
    const rows = await walk(test.client, { sort: '-created_at', per_page: 50 });
    expect(rows).toHaveLength(live().length);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it("shows a brand user only their brands' campaigns", async () => {
    const test = await signedInAs('brand@airtime.test');
    const rows = await walk(test.client, { per_page: 100 });
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.brand_id))).toEqual(
      new Set(
        live()
          .filter((row) => [2, 3, 5].includes(row.brand_id))
          .map((row) => row.brand_id),
      ),
    );
  });

  it('surfaces a bad filter as a 422 on its field', async () => {
    const test = await signedInAs('admin@airtime.test');
    const error = await failure(
      test.client.request(listCampaigns, {
        query: { created_from: '2026-05-01', created_to: '2026-04-01' },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('created_to')).toMatch(/after or equal/);
  });
});

describe('getCampaign', () => {
  it('embeds brand, creator, channel, relationship and events', async () => {
    const test = await signedInAs('admin@airtime.test');
    const first = live()[0] as Campaign;
    const campaign = await test.client.request(getCampaign, { params: { id: first.id } });
    expect(campaign).toMatchObject({ id: first.id, brand: { id: first.brand_id } });
    expect(campaign.creator?.id).toBe(first.publisher_id);
    expect(campaign.channel?.id).toBe(first.content_id);
    expect(campaign.relationship?.id).toBe(first.relationship_id);
    expect(Array.isArray(campaign.events)).toBe(true);
  });
});

describe('campaign writes', () => {
  it('creates a campaign in cm_request and reads it back', async () => {
    const test = await signedInAs('admin@airtime.test');
    const channel = backend.store.channels.all()[0];
    if (channel === undefined) throw new Error('The seed has no channel.');
    const created = await test.client.request(createCampaign, {
      body: { brand_id: 2, content_id: channel.id, priority: 'high' },
    });
    expect(created).toMatchObject({
      brand_id: 2,
      publisher_id: channel.publisher_id,
      status: 'in-progress',
      group: 'cm_request',
      priority: 'high',
    });
    const read = await test.client.request(getCampaign, { params: { id: created.id } });
    expect(read.brand?.id).toBe(2);
  });

  it('surfaces the create 422 per field', async () => {
    const test = await signedInAs('admin@airtime.test');
    const error = await failure(
      test.client.request(createCampaign, { body: { brand_id: 999_999, content_id: 999_999 } }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('brand_id')).toBe('The selected brand id is invalid.');
    expect(error.fieldError('content_id')).toBe('The selected content id is invalid.');
  });

  it('updates a campaign, and refuses a group outside planning', async () => {
    const test = await signedInAs('admin@airtime.test');
    const planned = live().find((row) => row.status === 'in-progress') as Campaign;
    const updated = await test.client.request(updateCampaign, {
      params: { id: planned.id },
      body: { priority: 'urgent', group: 'send_to_brand', ends_at: '2027-01-31' },
    });
    expect(updated).toMatchObject({
      priority: 'urgent',
      group: 'send_to_brand',
      ends_at: '2027-01-31',
    });
    const read = await test.client.request(getCampaign, { params: { id: planned.id } });
    expect(read.group).toBe('send_to_brand');

    const done = live().find((row) => row.status === 'archived') as Campaign;
    const error = await failure(
      test.client.request(updateCampaign, {
        params: { id: done.id },
        body: { group: 'create_plan' },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('group')).toMatch(/not in planning/);
  });

  it('batch-updates all or none, naming each refused id', async () => {
    const test = await signedInAs('admin@airtime.test');
    const [a, b] = live() as [Campaign, Campaign];
    const changed = await test.client.request(batchUpdateCampaigns, {
      body: { ids: [a.id, b.id], priority: 'low' },
    });
    expect(ids(changed)).toEqual(ids([a, b]));
    expect(changed.every((row) => row.priority === 'low')).toBe(true);
    expect(test.warnings).toEqual([]);

    const error = await failure(
      test.client.request(batchUpdateCampaigns, {
        body: { ids: [a.id, 999_999], priority: 'urgent' },
      }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldError('ids.1')).toBe('The selected ids.1 is invalid.');
    expect(backend.store.campaigns.get(a.id)?.priority).toBe('low');
  });

  it('deletes a campaign, which then answers 404 and leaves the board', async () => {
    const test = await signedInAs('admin@airtime.test');
    const target = live()[0] as Campaign;
    await expect(
      test.client.request(deleteCampaign, { params: { id: target.id } }),
    ).resolves.toBeUndefined();
    await expect(
      test.client.request(getCampaign, { params: { id: target.id } }),
    ).rejects.toMatchObject({ status: 404 });
    const page = await test.client.request(listCampaigns, { query: { ids: [target.id] } });
    expect(page.data).toEqual([]);
  });

  it("refuses a Read Only user's write with the server's message", async () => {
    const test = await signedInAs('readonly@airtime.test');
    const target = live()[0] as Campaign;
    await expect(
      test.client.request(updateCampaign, { params: { id: target.id }, body: { priority: 'low' } }),
    ).rejects.toMatchObject({
      status: 403,
      type: 'read_only',
      message: 'Your account is read-only: you cannot make changes.',
    });
  });
});
