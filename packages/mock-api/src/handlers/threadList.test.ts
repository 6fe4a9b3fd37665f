import type { SubjectType, Thread, ThreadSubject, ThreadVisibility } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { subjectParties } from '../messaging/threadAccess.ts';
import type { SessionFetch } from '../node/index.ts';
import {
  BRAND_PERSONA_BRAND_IDS,
  CREATOR_PERSONA_CREATOR_IDS,
  type PersonaKey,
} from '../seed/personas.ts';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

type Row = Thread & { readonly subject: ThreadSubject };
interface Page {
  readonly data: Row[];
  readonly meta: { per_page: number; total: number; unread: number };
  readonly links: { next: string | null; prev: string | null };
}

async function page(client: SessionFetch, query = ''): Promise<Page> {
  const response = await client(`/api/threads${query === '' ? '' : `?${query}`}`);
  expect(response.status).toBe(200);
  return response.json();
}

/** Every row of a list, page after page, and the first page's meta. */
async function listAll(client: SessionFetch, query = '') {
  const rows: Row[] = [];
  let cursor: string | null = null;
  let meta: Page['meta'] | undefined;
  do {
    const params = new URLSearchParams(query);
    if (cursor !== null) params.set('cursor', cursor);
    const answer: Page = await page(client, params.toString());
    meta ??= answer.meta;
    rows.push(...answer.data);
    cursor = answer.links.next;
  } while (cursor !== null);
  return { rows, meta: meta as Page['meta'] };
}

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

/** Opens an empty thread on a record (as ops), as the inbox does on first use. */
async function openThread(
  type: SubjectType,
  id: number,
  visibility: ThreadVisibility = 'internal',
) {
  const response = await (await api.as('ops'))(
    '/api/threads',
    jsonBody('POST', { subject_type: type, subject_id: id, visibility }),
  );
  expect(response.status).toBeLessThan(300);
  return (await response.json()).data as Thread;
}

/** A record of this type without a thread of that visibility. */
function freeRecord(type: 'campaign' | 'channel' | 'event' | 'agency'): number {
  const { store } = api.backend;
  const taken = new Set(
    store.threads
      .all()
      .filter((row) => row.subject_type === type)
      .map((row) => row.subject_id),
  );
  const table = {
    campaign: store.campaigns,
    channel: store.channels,
    event: store.events,
    agency: store.agencies,
  }[type];
  const record = table.all().find((row) => !taken.has(row.id));
  if (record === undefined) throw new Error(`no ${type} without a thread`);
  return record.id;
}

describe('GET /api/threads: who sees what', () => {
  const { store } = api.backend;
  const parties = (thread: Thread) => subjectParties(store, thread.subject_type, thread.subject_id);
  it.each<[PersonaKey, (thread: Thread) => boolean]>([
    ['admin', () => true],
    ['readonly', () => true],
    [
      'brand',
      (thread) =>
        thread.visibility === 'brand' &&
        parties(thread).brandIds.some((id) =>
          (BRAND_PERSONA_BRAND_IDS as readonly number[]).includes(id),
        ),
    ],
    [
      'creator',
      (thread) =>
        thread.visibility === 'creator' &&
        parties(thread).creatorIds.some((id) =>
          (CREATOR_PERSONA_CREATOR_IDS as readonly number[]).includes(id),
        ),
    ],
  ])('%s lists exactly the threads they may read', async (persona, mayRead) => {
    const { rows, meta } = await listAll(await api.as(persona), 'per_page=100');
    const expected = store.threads.all().filter(mayRead);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(rows).sort((a, b) => a - b)).toEqual(ids(expected).sort((a, b) => a - b));
    expect(meta.total).toBe(expected.length);
  });

  it('answers each row as the single-thread call does, its subject included', async () => {
    const client = await api.as('brand');
    const { data } = await page(client);
    const row = data.find((candidate) => candidate.subject_type === 'brand');
    if (row === undefined) throw new Error('no brand thread listed');
    const single = await (
      await client(`/api/threads/brand/${row.subject_id}/${row.visibility}`)
    ).json();
    expect(row).toEqual(single.data);
    expect(row.subject).toMatchObject({
      type: 'brand',
      id: row.subject_id,
      brand_id: row.subject_id,
    });
  });
});

describe('GET /api/threads: order and paging', () => {
  /** The expected order: newest message first, threads without messages last, ties by id. */
  const byLatest = (descending: boolean) => (a: Thread, b: Thread) => {
    if ((a.latest_message_at === null) !== (b.latest_message_at === null))
      return a.latest_message_at === null ? 1 : -1;
    const left = a.latest_message_at ?? '';
    const right = b.latest_message_at ?? '';
    if (left !== right) return (left < right ? -1 : 1) * (descending ? -1 : 1);
    return (a.id - b.id) * (descending ? -1 : 1);
  };
  const byCreated = (descending: boolean) => (a: Thread, b: Thread) =>
    (a.created_at === b.created_at ? a.id - b.id : a.created_at < b.created_at ? -1 : 1) *
    (descending ? -1 : 1);

  it.each([
    ['the default', '', byLatest(true)],
    ['-latest_message_at', 'sort=-latest_message_at', byLatest(true)],
    ['latest_message_at', 'sort=latest_message_at', byLatest(false)],
    ['-created_at', 'sort=-created_at', byCreated(true)],
    ['created_at', 'sort=created_at', byCreated(false)],
    ['id', 'sort=id', (a: Thread, b: Thread) => a.id - b.id],
    ['-id', 'sort=-id', (a: Thread, b: Thread) => b.id - a.id],
  ])('sorts by %s, threads without messages last, across pages', async (_label, query, compare) => {
    // Two empty threads, opened after the seed: no latest_message_at.
    await openThread('campaign', freeRecord('campaign'));
    await openThread('channel', freeRecord('channel'));
    const { rows } = await listAll(await api.as('admin'), `${query}&per_page=30`);
    const expected = api.backend.store.threads.all().sort(compare);
    expect(ids(rows)).toEqual(ids(expected));
    if (query.includes('latest_message_at') || query === '')
      expect(rows.slice(-2).map((row) => row.latest_message_at)).toEqual([null, null]);
  });

  it('pages with the cursor over every thread exactly once, and back', async () => {
    const client = await api.as('admin');
    const first = await page(client, 'per_page=7');
    expect(first.data).toHaveLength(7);
    expect(first.links.prev).toBeNull();
    const { rows } = await listAll(client, 'per_page=7');
    expect(new Set(ids(rows)).size).toBe(rows.length);
    expect(rows.length).toBe(api.backend.store.threads.size);
    const second = await page(
      client,
      `per_page=7&cursor=${encodeURIComponent(first.links.next ?? '')}`,
    );
    const back = await page(
      client,
      `per_page=7&cursor=${encodeURIComponent(second.links.prev ?? '')}`,
    );
    expect(ids(back.data)).toEqual(ids(first.data));
  });

  it('pages 25 by default and 100 at most', async () => {
    expect((await page(await api.as('admin'))).data).toHaveLength(25);
    expect((await (await api.as('admin'))('/api/threads?per_page=101')).status).toBe(422);
  });
});

describe('GET /api/threads: filters', () => {
  const { store } = api.backend;
  it.each<[string, string, (row: Row) => boolean]>([
    ['subject_type', 'subject_type=campaign', (row) => row.subject_type === 'campaign'],
    [
      'a visibility list',
      'visibility[]=internal&visibility[]=brand',
      (row) => row.visibility === 'internal' || row.visibility === 'brand',
    ],
    ['one visibility', 'visibility=creator', (row) => row.visibility === 'creator'],
    ['unread', 'unread=1', (row) => row.has_unread_messages],
    ['read', 'unread=false', (row) => !row.has_unread_messages],
    ['has_messages', 'has_messages=1', (row) => row.latest_message_at !== null],
    ['no messages', 'has_messages=0', (row) => row.latest_message_at === null],
  ])('%s keeps the matching threads only', async (_label, query, matches) => {
    await openThread('campaign', freeRecord('campaign'));
    const client = await api.as('admin');
    const all = await listAll(client, 'per_page=100');
    const filtered = await listAll(client, `${query}&per_page=100`);
    const expected = all.rows.filter(matches);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(filtered.rows)).toEqual(ids(expected));
    expect(filtered.meta.total).toBe(expected.length);
  });

  it('finds text in the subject’s name, whatever its case', async () => {
    const client = await api.as('admin');
    const { rows } = await listAll(client, 'per_page=100');
    const name = rows.find((row) => row.subject_type === 'campaign')?.subject.name ?? '';
    const needle = name.split(' × ')[1]?.slice(0, 6).toUpperCase() ?? '';
    const found = await listAll(client, `s=${encodeURIComponent(needle)}&per_page=100`);
    const expected = rows.filter((row) =>
      row.subject.name.toLowerCase().includes(needle.toLowerCase()),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(found.rows)).toEqual(ids(expected));
    expect((await page(client, 's=no%20such%20record%20anywhere')).data).toEqual([]);
  });

  it('counts in meta.unread the unread threads of every filter but unread', async () => {
    const client = await api.as('admin');
    const campaigns = await listAll(client, 'subject_type=campaign&per_page=100');
    const unread = campaigns.rows.filter((row) => row.has_unread_messages).length;
    expect(unread).toBeGreaterThan(0);
    expect(campaigns.meta.unread).toBe(unread);
    const onlyRead = await page(client, 'subject_type=campaign&unread=0');
    expect(onlyRead.meta.unread).toBe(unread);
    expect(onlyRead.meta.total).toBe(campaigns.rows.length - unread);
    const all = await listAll(client, 'per_page=100');
    expect(all.meta.unread).toBe(all.rows.filter((row) => row.has_unread_messages).length);
    expect(store.threads.size).toBe(all.rows.length);
  });

  it.each([
    ['subject_type', 'subject_type=planet'],
    ['visibility', 'visibility[]=internal&visibility[]=public'],
    ['unread', 'unread=maybe'],
    ['has_messages', 'has_messages=2'],
    ['s', `s=${'x'.repeat(256)}`],
    ['sort', 'sort=name'],
    ['sort', 'sort=has_messages'],
    ['per_page', 'per_page=0'],
    ['cursor', 'cursor=not-a-cursor'],
  ])('answers 422 naming %s for %s', async (field, query) => {
    const response = await (await api.as('admin'))(`/api/threads?${query}`);
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
  });
});

describe('GET /api/threads: read state', () => {
  it('clears a thread’s unread flag once its newest page is read, and sets it on a new message', async () => {
    const reader = await api.as('brand');
    const before = await page(reader);
    const unread = before.data.find((row) => row.has_unread_messages);
    if (unread === undefined) throw new Error('the brand persona has nothing unread');
    await reader(`/api/threads/${unread.id}/messages`);
    const after = await page(reader);
    expect(after.data.find((row) => row.id === unread.id)?.has_unread_messages).toBe(false);
    expect(after.meta.unread).toBe(before.meta.unread - 1);

    const oldest = after.data.at(-1);
    if (oldest === undefined) throw new Error('nothing listed');
    const sent = await (await api.as('ops'))(
      `/api/threads/${oldest.id}/messages`,
      jsonBody('POST', { body: 'News for the brand' }),
    );
    expect(sent.status).toBe(201);
    const latest = await page(reader);
    expect(latest.data[0]).toMatchObject({ id: oldest.id, has_unread_messages: true });
    expect((await page(reader, 'unread=1')).data.map((row) => row.id)).toContain(oldest.id);
  });
});

describe('GET /api/threads: subjects', () => {
  const { store } = api.backend;
  const formatDay = (day: string | null) =>
    day === null
      ? ''
      : `, ${new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`;

  it.each<[SubjectType, () => number, (id: number) => Omit<ThreadSubject, 'type' | 'id'>]>([
    [
      'brand',
      () => 2,
      (id) => {
        const brand = store.brands.get(id);
        return {
          name: brand?.name ?? '',
          logo: brand?.logo ?? null,
          brand_id: id,
          creator_id: null,
        };
      },
    ],
    [
      'creator',
      () => 1,
      (id) => {
        const creator = store.creators.get(id);
        return {
          name: creator?.name ?? '',
          logo: creator?.logo ?? null,
          brand_id: null,
          creator_id: id,
        };
      },
    ],
    [
      'channel',
      () => freeRecord('channel'),
      (id) => {
        const channel = store.channels.get(id);
        return {
          name: channel?.name ?? '',
          logo: channel?.logo ?? store.creators.get(channel?.publisher_id ?? 0)?.logo ?? null,
          brand_id: null,
          creator_id: channel?.publisher_id ?? null,
        };
      },
    ],
    [
      'campaign',
      () => freeRecord('campaign'),
      (id) => {
        const campaign = store.campaigns.get(id);
        const brand = store.brands.get(campaign?.brand_id ?? 0);
        const creator = store.creators.get(campaign?.publisher_id ?? 0);
        return {
          name: `${brand?.name} × ${creator?.name}`,
          logo: brand?.logo ?? null,
          brand_id: campaign?.brand_id ?? null,
          creator_id: campaign?.publisher_id ?? null,
        };
      },
    ],
    [
      'event',
      () =>
        store.events.all().find((event) => event.brand_id !== null && event.aired_date !== null)
          ?.id ?? 0,
      (id) => {
        const event = store.events.get(id);
        const brand = store.brands.get(event?.brand_id ?? 0);
        const creator = store.creators.get(event?.publisher_id ?? 0);
        return {
          name: `${brand?.name} on ${creator?.name}${formatDay(event?.aired_date ?? null)}`,
          logo: brand?.logo ?? null,
          brand_id: event?.brand_id ?? null,
          creator_id: event?.publisher_id ?? null,
        };
      },
    ],
    [
      'event_production',
      () =>
        store.eventProductions
          .all()
          .find((row) => store.events.get(row.event_id)?.aired_date === null)?.id ?? 0,
      (id) => {
        const event = store.events.get(store.eventProductions.get(id)?.event_id ?? 0);
        const brand = store.brands.get(event?.brand_id ?? 0);
        const creator = store.creators.get(event?.publisher_id ?? 0);
        return {
          name: `${brand?.name} on ${creator?.name}${formatDay(event?.planned_date ?? null)}`,
          logo: brand?.logo ?? null,
          brand_id: event?.brand_id ?? null,
          creator_id: event?.publisher_id ?? null,
        };
      },
    ],
    [
      'agency',
      () => freeRecord('agency'),
      (id) => {
        const agency = store.agencies.get(id);
        return {
          name: agency?.name ?? '',
          logo: agency?.logo ?? null,
          brand_id: null,
          creator_id: null,
        };
      },
    ],
  ])('names a %s thread', async (type, pick, expected) => {
    const id = pick();
    const thread = await openThread(type, id);
    const { rows } = await listAll(await api.as('admin'), `subject_type=${type}&per_page=100`);
    const row = rows.find((candidate) => candidate.id === thread.id);
    expect(row?.subject).toEqual({ type, id, ...expected(id) });
  });

  it('names an event without a brand after its creator alone', async () => {
    const event = store.events.all().find((row) => row.brand_id === null);
    if (event === undefined) throw new Error('every event has a brand');
    const thread = await openThread('event', event.id);
    const { data } = await page(await api.as('admin'), 'subject_type=event');
    const subject = data.find((row) => row.id === thread.id)?.subject;
    expect(subject?.name).toBe(
      `${store.creators.get(event.publisher_id)?.name}${formatDay(event.aired_date ?? event.planned_date)}`,
    );
    expect(subject?.brand_id).toBeNull();
  });

  it('leaves out a thread whose record is gone', async () => {
    const thread = await openThread('campaign', freeRecord('campaign'));
    const admin = await api.as('admin');
    expect(ids((await listAll(admin, 'per_page=100')).rows)).toContain(thread.id);
    const deleted = await admin(`/api/campaigns/${thread.subject_id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    const { rows, meta } = await listAll(admin, 'per_page=100');
    expect(ids(rows)).not.toContain(thread.id);
    expect(meta.total).toBe(api.backend.store.threads.size - 1);
  });
});

describe('thread.updated carries the subject', () => {
  it('on a new message and on a new thread', async () => {
    const recorder = recordBus(api.backend.bus);
    const thread = await openThread('campaign', freeRecord('campaign'), 'brand');
    await (await api.as('ops'))(
      `/api/threads/${thread.id}/messages`,
      jsonBody('POST', { body: 'Hello' }),
    );
    recorder.stop();
    const updates = recorder.messages.filter((message) => message.event === 'thread.updated');
    expect(updates.length).toBeGreaterThanOrEqual(2);
    for (const update of updates) {
      expect((update.data as Row).subject).toMatchObject({
        type: 'campaign',
        id: thread.subject_id,
        name: expect.stringContaining(' × '),
      });
    }
  });
});
