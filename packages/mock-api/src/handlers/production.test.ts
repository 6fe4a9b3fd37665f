import { describe, expect, it } from 'vitest';
import { useMockApi } from '../test/mockApi.ts';

const api = useMockApi();

type Row = { id: number };

/** A production whose event is booked for a brand that has an offer, and that has no tracker. */
function someProduction() {
  const { store } = api.backend;
  const production = store.eventProductions.all().find((row) => {
    const brandId = store.events.get(row.event_id)?.brand_id ?? null;
    return (
      brandId !== null &&
      store.offers.lookup('brand_id', brandId).length > 0 &&
      row.tracker_id === null
    );
  });
  if (production === undefined) throw new Error('no production fits');
  const event = store.events.get(production.event_id);
  return { production, brandId: event?.brand_id as number };
}

describe('GET /api/event-production', () => {
  it('answers the envelope with process, owner and tags embedded and events included', async () => {
    const client = await api.as('ops');
    const body = await (await client('/api/event-production?per_page=20')).json();
    expect(body.meta.total).toBe(api.backend.store.eventProductions.size);
    const production = body.data[0];
    expect(production.process.subject_type).toBe('event_production');
    expect(production.owner.user.id).toBe(production.owner.user_id);
    expect(Array.isArray(production.tags)).toBe(true);
    expect(body.included.events.map((row: Row) => row.id)).toContain(production.event_id);
    expect(Object.keys(body.included).sort()).toEqual([
      'brands',
      'channels',
      'creators',
      'events',
      'offers',
      'sponsorships',
      'trackers',
    ]);
  });

  it('filters by status, month and owner', async () => {
    const { store } = api.backend;
    const client = await api.as('ops');
    const byStatus = await (await client('/api/event-production?status=aired&per_page=100')).json();
    expect(byStatus.meta.total).toBe(store.eventProductions.lookup('status', 'aired').length);
    const ownerId = store.assignees
      .all()
      .find((row) => row.subject_type === 'event_production' && row.type === 'owner')?.user_id;
    const byOwner = await (
      await client(`/api/event-production?owner_id=${ownerId}&month=2026-11&per_page=100`)
    ).json();
    for (const production of byOwner.data) {
      expect(production.owner.user_id).toBe(ownerId);
      const event = byOwner.included.events.find((row: Row) => row.id === production.event_id);
      expect((event.aired_date ?? event.planned_date).slice(0, 7)).toBe('2026-11');
    }
  });

  it('finds productions by words of their event title, any case, newest first', async () => {
    const { store } = api.backend;
    const client = await api.as('ops');
    const target = someProduction().production;
    const title = store.events.get(target.event_id)?.title ?? '';
    const words = title.split(':').at(-1)?.trim().toUpperCase() ?? '';
    const body = await (
      await client(`/api/event-production?s=${encodeURIComponent(words)}&sort=-date&per_page=100`)
    ).json();
    expect(body.data.map((row: Row) => row.id)).toContain(target.id);
    const days: string[] = [];
    for (const production of body.data) {
      const event = body.included.events.find((row: Row) => row.id === production.event_id);
      expect(event.title.toUpperCase()).toContain(words);
      days.push(event.aired_date ?? event.planned_date);
    }
    expect(days).toEqual([...days].sort().reverse());
    const none = await (await client('/api/event-production?s=no+such+title+anywhere')).json();
    expect(none.data).toEqual([]);
  });

  it('filters by in-work, importance and projection', async () => {
    const client = await api.as('ops');
    const body = await (
      await client(
        '/api/event-production?in_work=0&is_important=0&projection=failed,none&per_page=100',
      )
    ).json();
    for (const production of body.data) {
      expect(['moving', 'cancelled', 'placeholder', 'back-to-tcp']).toContain(production.status);
      expect(production.is_important).toBe(false);
      expect([null, 'failed']).toContain(production.projection);
    }
  });

  it('answers 422 for a bad filter and 403 for brand and creator users', async () => {
    expect((await (await api.as('ops'))('/api/event-production?projection=maybe')).status).toBe(
      422,
    );
    expect((await (await api.as('brand'))('/api/event-production')).status).toBe(403);
    expect((await (await api.as('creator'))('/api/event-production')).status).toBe(403);
  });
});

describe('GET /api/event-production/:id', () => {
  it('embeds the event, sponsorship and offer', async () => {
    const { production } = someProduction();
    const client = await api.as('ops');
    const { data } = await (await client(`/api/event-production/${production.id}`)).json();
    expect(data.event.id).toBe(production.event_id);
    expect(data.sponsorship.id).toBe(production.sponsorship_id);
  });

  it('answers 404 for an unknown production', async () => {
    expect((await (await api.as('ops'))('/api/event-production/999999')).status).toBe(404);
  });
});

describe('GET /api/event-production, every sort and filter', () => {
  it.each(['status', '-projection', 'rate', '-is_important', 'created_at', '-updated_at', 'id'])(
    'sorts by %s',
    async (sort) => {
      const response = await (await api.as('ops'))(`/api/event-production?sort=${sort}&per_page=5`);
      expect(response.status).toBe(200);
      expect((await response.json()).data).toHaveLength(5);
    },
  );

  it('filters by backup, tag, offer and event', async () => {
    const { store } = api.backend;
    const client = await api.as('ops');
    const backup = store.assignees
      .all()
      .find((row) => row.subject_type === 'event_production' && row.type === 'backup');
    const byBackup = await (
      await client(`/api/event-production?backup_id=${backup?.user_id}&per_page=100`)
    ).json();
    expect(
      byBackup.data.every(
        (row: { backup: { user_id: number } }) => row.backup.user_id === backup?.user_id,
      ),
    ).toBe(true);
    const link = store.productionTags.all()[0];
    const byTag = await (
      await client(`/api/event-production?tag_id=${link?.tag_id}&per_page=100`)
    ).json();
    expect(byTag.data.map((row: Row) => row.id)).toContain(link?.event_production_id);
    const withOffer = store.eventProductions.all().find((row) => row.offer_id !== null);
    const byOffer = await (
      await client(`/api/event-production?offer_id=${withOffer?.offer_id}&per_page=100`)
    ).json();
    expect(byOffer.data.map((row: Row) => row.id)).toContain(withOffer?.id);
    const byEvent = await (
      await client(`/api/event-production?event_id=${withOffer?.event_id}`)
    ).json();
    expect(byEvent.data.map((row: Row) => row.id)).toEqual([withOffer?.id]);
  });
});

describe('the production list order by date', () => {
  // Four productions moved to a week of their own: the day is the aired one, else the planned
  // one (what the board shows); events have no time of day, so equal days go by id.
  const WEEK = { start: '2031-01-05', end: '2031-01-11' };
  const DAYS = {
    d08: { planned_date: '2031-01-08', aired_date: null },
    d09aired: { planned_date: '2031-01-06', aired_date: '2031-01-09' },
    d09planned: { planned_date: '2031-01-09', aired_date: null },
    d07: { planned_date: '2031-01-07', aired_date: null },
  } as const;

  function placeProductions() {
    const { store } = api.backend;
    const productions = store.eventProductions.all().slice(0, 4);
    const keys = Object.keys(DAYS) as (keyof typeof DAYS)[];
    return Object.fromEntries(
      productions.map((production, index) => {
        const key = keys[index] as keyof typeof DAYS;
        store.events.update(production.event_id, DAYS[key]);
        return [key, production.id];
      }),
    ) as Record<keyof typeof DAYS, number>;
  }

  it.each([
    ['date', ['d07', 'd08', 'd09aired', 'd09planned']],
    ['-date', ['d09aired', 'd09planned', 'd08', 'd07']],
  ] as const)('sort=%s gives %j', async (sort, expected) => {
    const ids = placeProductions();
    const client = await api.as('admin');
    const body = await (
      await client(
        `/api/event-production?start_date=${WEEK.start}&end_date=${WEEK.end}&sort=${sort}&per_page=2`,
      )
    ).json();
    const next = await (
      await client(
        `/api/event-production?start_date=${WEEK.start}&end_date=${WEEK.end}&sort=${sort}&per_page=2&cursor=${encodeURIComponent(body.links.next)}`,
      )
    ).json();
    const order = [...body.data, ...next.data].map((row: Row) => row.id);
    const ordered = [...expected].sort((a, b) =>
      a.startsWith('d09') && b.startsWith('d09') ? ids[a] - ids[b] : 0,
    );
    expect(order).toEqual(ordered.map((key) => ids[key]));
  });
});
