import {
  type Campaign,
  comparePriority,
  isInPlanning,
  matchesPlanningGroup,
  needsAttention,
} from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

type Row = Campaign & { id: number };

async function walk(path: string, perPage = 50): Promise<Row[]> {
  const client = await api.as('ops');
  const rows: Row[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 100; guard += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const response = await client(
      `${path}${separator}per_page=${perPage}${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
    );
    expect(response.status).toBe(200);
    const body: { data: Row[]; links: { next: string | null } } = await response.json();
    rows.push(...body.data);
    cursor = body.links.next;
    if (cursor === null) break;
  }
  return rows;
}

const ids = (rows: ReadonlyArray<{ id: number }>) =>
  rows.map((row) => row.id).sort((a, b) => a - b);
const live = () => api.backend.store.campaigns.all();

describe('GET /api/new-campaigns', () => {
  it('answers the envelope with brands, creators and channels included, process embedded', async () => {
    const client = await api.as('ops');
    const body = await (await client('/api/new-campaigns?per_page=10')).json();
    expect(body.meta).toEqual({ per_page: 10, total: live().length });
    expect(new Set(body.included.brands.map((row: { id: number }) => row.id))).toEqual(
      new Set(body.data.map((row: Row) => row.brand_id)),
    );
    expect(new Set(body.included.creators.map((row: { id: number }) => row.id))).toEqual(
      new Set(body.data.map((row: Row) => row.publisher_id)),
    );
    expect(new Set(body.included.channels.map((row: { id: number }) => row.id))).toEqual(
      new Set(body.data.map((row: Row) => row.content_id)),
    );
    expect(body.data[0].process).toMatchObject({
      subject_type: 'campaign',
      subject_id: body.data[0].id,
    });
  });

  it('walks every campaign once by priority, most pressing first', async () => {
    const rows = await walk('/api/new-campaigns?sort=priority,-created_at', 100);
    expect(rows).toHaveLength(live().length);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    for (let index = 1; index < rows.length; index += 1) {
      const previous = rows[index - 1] as Row;
      expect(comparePriority(previous.priority, (rows[index] as Row).priority)).toBeLessThanOrEqual(
        0,
      );
    }
  });

  it.each(['brand', '-creator', 'group', '-ends_at', 'updated_at', 'status', 'id'])(
    'walks every campaign once sorted by %s',
    async (sort) => {
      const rows = await walk(`/api/new-campaigns?sort=${sort}`, 100);
      expect(rows).toHaveLength(live().length);
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    },
  );

  it('shows CM requests under the IO approval filter (the domain’s planning-group rule)', async () => {
    const rows = await walk('/api/new-campaigns?group=io_approval');
    const expected = live().filter((row) => matchesPlanningGroup(row.group, 'io_approval'));
    expect(ids(rows)).toEqual(ids(expected));
    expect(new Set(rows.map((row) => row.group))).toEqual(new Set(['io_approval', 'cm_request']));
  });

  it.each([
    ['in_planning=1', (row: Campaign) => isInPlanning(row)],
    ['in_planning=0', (row: Campaign) => !isInPlanning(row)],
    ['needs_attention=true', (row: Campaign) => needsAttention(row)],
    [
      'status=paused&status=archived',
      (row: Campaign) => ['paused', 'archived'].includes(row.status),
    ],
    ['priority[]=urgent', (row: Campaign) => row.priority === 'urgent'],
    ['brand_id=2,3', (row: Campaign) => [2, 3].includes(row.brand_id)],
    ['publisher_id=1', (row: Campaign) => row.publisher_id === 1],
    [
      'group=create_plan,declined',
      (row: Campaign) => ['create_plan', 'declined'].includes(row.group ?? ''),
    ],
    [
      'ends_from=2026-11-20&ends_to=2026-12-31',
      (row: Campaign) =>
        row.ends_at !== null && row.ends_at >= '2026-11-20' && row.ends_at <= '2026-12-31',
    ],
  ])('filters with %s', async (filter, expected) => {
    const rows = await walk(`/api/new-campaigns?${filter}`);
    expect(ids(rows)).toEqual(ids(live().filter(expected)));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('searches brand, creator and channel names', async () => {
    const brand = api.backend.store.brands.get(2);
    const rows = await walk(`/api/new-campaigns?s=${encodeURIComponent(brand?.name ?? '')}`);
    expect(rows.map((row) => row.brand_id)).toContain(2);
  });

  it.each([
    ['brand', (row: Campaign) => [2, 3, 5].includes(row.brand_id)],
    ['creator', (row: Campaign) => [1, 2].includes(row.publisher_id)],
  ] as const)('shows a %s user only their campaigns', async (persona, expected) => {
    const client = await api.as(persona);
    const body = await (await client('/api/new-campaigns?per_page=100')).json();
    expect(ids(body.data)).toEqual(ids(live().filter(expected)));
  });

  it.each([
    ['an unknown group', '/api/new-campaigns?group=backlog', 'group'],
    ['an unknown sort', '/api/new-campaigns?sort=budget', 'sort'],
    [
      'a range ending before it starts',
      '/api/new-campaigns?created_from=2026-05-01&created_to=2026-04-01',
      'created_to',
    ],
    ['a bad date', '/api/new-campaigns?ends_from=tomorrow', 'ends_from'],
  ])('answers 422 for %s', async (_label, path, field) => {
    const response = await (await api.as('ops'))(path);
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
  });

  it('answers 401 signed out', async () => {
    expect((await api.anonymous()('/api/new-campaigns')).status).toBe(401);
  });
});

describe('POST /api/new-campaigns', () => {
  it('creates a CM request with its process, tells agency staff and the creator’s CM', async () => {
    const channel = api.backend.store.channels.lookup('publisher_id', 9)[0];
    const creator = api.backend.store.creators.get(9);
    const client = await api.as('admin');
    const bus = recordBus(api.backend.bus);
    const response = await client(
      '/api/new-campaigns',
      jsonBody('POST', { brand_id: 4, content_id: channel?.id, priority: 'high' }),
    );
    bus.stop();
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      brand_id: 4,
      publisher_id: 9,
      status: 'in-progress',
      campaign_status: 'not-started',
      priority: 'high',
      group: 'cm_request',
      group_duration: 'a few seconds',
      process: { workflows: { planning: { status: 'cm_request' } } },
      brand: { id: 4 },
      creator: { id: 9 },
    });
    expect(api.backend.store.relationships.get(data.relationship_id)).toMatchObject({
      brand_id: 4,
      publisher_id: 9,
    });
    expect(bus.messages).toContainEqual(
      expect.objectContaining({ channel: 'private-agency', event: 'campaign.updated' }),
    );
    if (creator?.rep_cm != null && creator.rep_cm !== 2) {
      expect(bus.messages).toContainEqual(
        expect.objectContaining({
          channel: `private-user.${creator.rep_cm}`,
          event: 'notification.created',
        }),
      );
    }
  });

  it.each([
    ['nothing', {}, ['brand_id', 'content_id']],
    ['unknown records', { brand_id: 9999, content_id: 99_999 }, ['brand_id', 'content_id']],
    ['a bad priority', { brand_id: 4, content_id: 1, priority: 'asap' }, ['priority']],
    [
      'a group for a campaign outside planning',
      { brand_id: 4, content_id: 1, status: 'paused', group: 'create_plan' },
      ['group'],
    ],
  ])('answers 422 for %s, store unchanged', async (_label, payload, fields) => {
    const client = await api.as('admin');
    const before = api.backend.store.revision;
    const response = await client('/api/new-campaigns', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(api.backend.store.revision).toBe(before);
  });

  it.each(['brand', 'creator', 'readonly'] as const)('refuses %s users (403)', async (persona) => {
    const response = await (await api.as(persona))(
      '/api/new-campaigns',
      jsonBody('POST', { brand_id: 2, content_id: 1 }),
    );
    expect(response.status).toBe(403);
  });
});

describe('GET /api/new-campaigns/{id}', () => {
  it('answers the campaign with its brand, creator, channel, relationship and events', async () => {
    const { data } = await (await (await api.as('ops'))('/api/new-campaigns/1')).json();
    expect(data).toMatchObject({
      id: 1,
      brand: { id: data.brand_id },
      creator: { id: data.publisher_id },
      channel: { id: data.content_id },
      relationship: { id: data.relationship_id },
      events: expect.any(Array),
    });
    expect(
      data.events.every(
        (event: { brand_id: number; content_id: number }) =>
          event.brand_id === data.brand_id && event.content_id === data.content_id,
      ),
    ).toBe(true);
  });

  it.each([
    ['a brand user, their brand’s campaign', 'brand', 1, 200],
    ['a brand user, another brand’s', 'brand', 4, 403],
    ['a creator user, their creator’s', 'creator', 1, 200],
    ['a creator user, another creator’s', 'creator', 8, 403],
    ['an unknown campaign', 'ops', 99_999, 404],
  ] as const)('%s: %i', async (_label, persona, id, status) => {
    expect((await (await api.as(persona))(`/api/new-campaigns/${id}`)).status).toBe(status);
  });
});

describe('PUT /api/new-campaigns/{id}', () => {
  it('moves a campaign along the board, resetting its time in group and its process', async () => {
    const client = await api.as('ops');
    const bus = recordBus(api.backend.bus);
    const response = await client(
      '/api/new-campaigns/14',
      jsonBody('PUT', { group: 'create_plan' }),
    );
    bus.stop();
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({
      group: 'create_plan',
      group_duration: 'a few seconds',
      process: {
        workflows: {
          planning: { status: 'create_plan', available_transitions: ['send_to_brand', 'declined'] },
        },
      },
    });
    expect(bus.messages).toEqual([
      expect.objectContaining({
        channel: 'private-agency',
        event: 'campaign.updated',
        data: expect.objectContaining({ id: 14, group: 'create_plan' }),
      }),
    ]);
  });

  it('takes a campaign off the board when it leaves planning, and to Declined on No Thanks', async () => {
    const client = await api.as('ops');
    const archived = await (
      await client('/api/new-campaigns/14', jsonBody('PUT', { status: 'archived' }))
    ).json();
    expect(archived.data).toMatchObject({ status: 'archived', group: null, group_duration: null });
    const rejected = await (
      await client('/api/new-campaigns/14', jsonBody('PUT', { status: 'rejected' }))
    ).json();
    expect(rejected.data).toMatchObject({ status: 'rejected', group: 'declined' });
  });

  it.each([
    ['no field', {}, 'fields'],
    ['a group for a campaign outside planning', { status: 'paused', group: 'io_create' }, 'group'],
    ['no group for one in planning', { group: null }, 'group'],
    ['an unknown production', { back_to_tcp_production_id: 999_999 }, 'back_to_tcp_production_id'],
    ['a bad end date', { ends_at: '2026-02-30' }, 'ends_at'],
  ])('answers 422 for %s', async (_label, payload, field) => {
    const response = await (await api.as('ops'))('/api/new-campaigns/14', jsonBody('PUT', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
  });

  it.each([
    ['a brand user', 'brand', 1, 403],
    ['an unknown campaign', 'ops', 99_999, 404],
  ] as const)('refuses %s', async (_label, persona, id, status) => {
    const response = await (await api.as(persona))(
      `/api/new-campaigns/${id}`,
      jsonBody('PUT', { priority: 'low' }),
    );
    expect(response.status).toBe(status);
  });
});

describe('PUT /api/campaigns/batch-update', () => {
  it('changes several campaigns and publishes each', async () => {
    const client = await api.as('ops');
    const bus = recordBus(api.backend.bus);
    const response = await client(
      '/api/campaigns/batch-update',
      jsonBody('PUT', { ids: [2, 3, 4], priority: 'urgent' }),
    );
    bus.stop();
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.map((row: Row) => [row.id, row.priority])).toEqual([
      [2, 'urgent'],
      [3, 'urgent'],
      [4, 'urgent'],
    ]);
    expect(bus.messages.map((message) => (message.data as Row).id)).toEqual([2, 3, 4]);
  });

  it('refuses the whole batch when one campaign cannot take the change', async () => {
    const client = await api.as('ops');
    const before = api.backend.store.revision;
    const response = await client(
      '/api/campaigns/batch-update',
      jsonBody('PUT', { ids: [14, 99_999, 2], group: 'io_create' }),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(['ids.1', 'ids.2']);
    expect(api.backend.store.revision).toBe(before);
  });

  it('makes an agency user the owner of each campaign, replacing the old owner', async () => {
    const client = await api.as('ops');
    await client(
      '/api/assignees',
      jsonBody('POST', { user_id: 1, type: 'owner', subject_type: 'campaign', subject_id: 2 }),
    );
    const response = await client(
      '/api/campaigns/batch-update',
      jsonBody('PUT', { ids: [2, 3], owner_id: 3 }),
    );
    expect(response.status).toBe(200);
    for (const id of [2, 3]) {
      const { data } = await (
        await client(`/api/assignees?subject_type=campaign&subject_id=${id}&type[]=owner`)
      ).json();
      expect(data.map((row: { user_id: number }) => row.user_id)).toEqual([3]);
    }
  });

  it('refuses an owner who is not agency staff, changing nothing', async () => {
    const client = await api.as('ops');
    const before = api.backend.store.revision;
    const response = await client(
      '/api/campaigns/batch-update',
      jsonBody('PUT', { ids: [2, 3], owner_id: 7, priority: 'low' }),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(['owner_id']);
    expect(api.backend.store.revision).toBe(before);
  });

  it.each([
    ['no ids', { priority: 'low' }, 422],
    ['only ids', { ids: [2] }, 422],
  ])('answers 422 for %s', async (_label, payload, status) => {
    const response = await (await api.as('ops'))(
      '/api/campaigns/batch-update',
      jsonBody('PUT', payload),
    );
    expect(response.status).toBe(status);
  });

  it('refuses creator users (403)', async () => {
    const response = await (await api.as('creator'))(
      '/api/campaigns/batch-update',
      jsonBody('PUT', { ids: [1], priority: 'low' }),
    );
    expect(response.status).toBe(403);
  });
});

describe('DELETE /api/campaigns/{id}', () => {
  it('soft-deletes and publishes the campaign with deleted_at', async () => {
    const client = await api.as('ops');
    const bus = recordBus(api.backend.bus);
    expect((await client('/api/campaigns/5', { method: 'DELETE' })).status).toBe(204);
    bus.stop();
    expect(api.backend.store.campaigns.getIncludingDeleted(5)?.deleted_at).not.toBeNull();
    expect((await client('/api/new-campaigns/5')).status).toBe(404);
    expect(bus.messages).toEqual([
      expect.objectContaining({
        event: 'campaign.updated',
        data: expect.objectContaining({ id: 5, deleted_at: expect.any(String) }),
      }),
    ]);
  });

  it.each([
    ['a brand user', 'brand', 1, 403],
    ['an unknown campaign', 'ops', 99_999, 404],
  ] as const)('refuses %s', async (_label, persona, id, status) => {
    const response = await (await api.as(persona))(`/api/campaigns/${id}`, { method: 'DELETE' });
    expect(response.status).toBe(status);
  });
});
