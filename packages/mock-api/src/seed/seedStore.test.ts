import {
  AIRTIME_AGENCY_ID,
  AIRTIME_BRAND_ID,
  CAMPAIGN_STATUSES,
  CONTENT_TYPE_IDS,
  CONTENT_TYPE_PLATFORMS,
  DIRECT_AGENCY_ID,
  EVENT_PRODUCTION_STATUSES,
  PERMISSIONS,
  PLANNING_GROUPS,
} from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { createStore } from '../store/createStore.ts';
import { Calendar } from './calendar.ts';
import {
  BRAND_PERSONA_BRAND_IDS,
  CREATOR_PERSONA_CREATOR_IDS,
  PERSONA_KEYS,
  PERSONAS,
  VERIFICATION_CODE,
} from './personas.ts';
import { SCALES } from './scales.ts';
import { EVENT_FUTURE_DAYS, EVENT_PAST_DAYS } from './seedEvents.ts';
import { seedStore } from './seedStore.ts';

const OPTIONS = { scale: 'default', seed: 42, referenceDate: '2026-11-20' } as const;
const store = seedStore(OPTIONS);

describe('seedStore', () => {
  it('gives byte-identical data for the same seed, and other data for another', () => {
    const again = JSON.stringify(seedStore(OPTIONS).toSnapshot());
    expect(again).toBe(JSON.stringify(store.toSnapshot()));
    const other = JSON.stringify(seedStore({ ...OPTIONS, seed: 43 }).toSnapshot());
    expect(other).not.toBe(again);
  });

  it('survives a JSON snapshot round trip unchanged', () => {
    const text = JSON.stringify(store.toSnapshot());
    const copy = createStore();
    copy.restore(JSON.parse(text));
    expect(JSON.stringify(copy.toSnapshot())).toBe(text);
    expect(copy.seedInfo).toEqual(OPTIONS);
  });

  it.each([
    ['brands', SCALES.default.brands],
    ['creators', SCALES.default.creators],
    ['channels', SCALES.default.channels],
    ['campaigns', SCALES.default.campaigns],
    ['events', SCALES.default.events],
    ['threads', SCALES.default.threads],
  ] as const)('seeds %s at the default scale (%i)', (table, count) => {
    expect(store[table].size).toBe(count);
  });

  it('fills every other table', () => {
    for (const [name, table] of Object.entries(store.toSnapshot().tables)) {
      expect.soft(table.rows.length, name).toBeGreaterThan(0);
    }
  });

  it('keeps the fixed ids', () => {
    expect(store.brands.get(AIRTIME_BRAND_ID)?.name).toBe('Airtime');
    expect(store.agencies.get(AIRTIME_AGENCY_ID)?.name).toBe('Airtime');
    expect(store.agencies.get(DIRECT_AGENCY_ID)?.name).toBe('Direct');
  });

  it('covers every campaign status, planning group, production status and content type', () => {
    const campaigns = store.campaigns.all();
    expect(new Set(campaigns.map((row) => row.status))).toEqual(new Set(CAMPAIGN_STATUSES));
    expect(new Set(campaigns.map((row) => row.group).filter((group) => group !== null))).toEqual(
      new Set(PLANNING_GROUPS),
    );
    expect(new Set(store.eventProductions.all().map((row) => row.status))).toEqual(
      new Set(EVENT_PRODUCTION_STATUSES),
    );
    expect(new Set(store.channels.all().map((row) => row.content_type_id))).toEqual(
      new Set(CONTENT_TYPE_IDS),
    );
  });

  // The platform names are the domain's (the ones the design system's icons show), so a channel
  // "on Facebook" never shows another platform's icon.
  it.each([
    [1, 'youtube.com'],
    [2, 'twitch.tv'],
    [3, 'tiktok.com'],
    [4, 'instagram.com'],
    [5, 'facebook.com'],
    [6, 'x.com'],
    [7, 'open.spotify.com'],
    [8, 'podcasts.apple.com'],
    [9, 'snapchat.com'],
    [10, 'linkedin.com'],
    [11, 'kick.com'],
    [12, 'rumble.com'],
  ] as const)('names and links channels of content type %i after its platform (%s)', (id, host) => {
    const channels = store.channels.all().filter((row) => row.content_type_id === id);
    const creatorNames = new Set(store.creators.all().map((row) => row.name));
    const platformNamed = channels.filter((row) => !creatorNames.has(row.name));
    expect(platformNamed.length).toBeGreaterThan(0);
    for (const channel of platformNamed)
      expect(channel.name.endsWith(` on ${CONTENT_TYPE_PLATFORMS[id]}`)).toBe(true);
    for (const channel of channels) expect(new URL(channel.url ?? '').hostname).toBe(host);
  });

  it("keeps every campaign's process where the campaign stands (planning step, plan, IO)", () => {
    const astray = store.campaigns.all().filter((campaign) => {
      const workflows = store.processes.lookupOne('subject', `campaign:${campaign.id}`)?.workflows;
      return (
        workflows?.planning?.status !== (campaign.group ?? 'done') ||
        workflows.plan?.status !== campaign.campaign_status ||
        workflows.io?.status !== campaign.io_status
      );
    });
    expect(astray.map((campaign) => campaign.id)).toEqual([]);
  });

  it('spreads events over the past year and the next six months', () => {
    const calendar = new Calendar(OPTIONS.referenceDate);
    const offsets = store.events.all().map((event) => calendar.offsetOf(event.planned_date ?? ''));
    expect(Math.min(...offsets)).toBeGreaterThanOrEqual(-EVENT_PAST_DAYS);
    expect(Math.max(...offsets)).toBeLessThanOrEqual(EVENT_FUTURE_DAYS);
    expect(offsets.filter((offset) => offset < 0).length).toBeGreaterThan(offsets.length / 2);
    const aired = store.events.all().filter((event) => event.aired_date !== null);
    expect(
      aired.every(
        (event) => event.actual_views !== null && (event.aired_date ?? '') < OPTIONS.referenceDate,
      ),
    ).toBe(true);
  });

  it('draws logos as SVG data URIs, never remote images', () => {
    const logos = [...store.brands.all(), ...store.creators.all(), ...store.agencies.all()].map(
      (row) => row.logo,
    );
    expect(
      logos
        .filter((logo) => logo !== null)
        .every((logo) => logo?.startsWith('data:image/svg+xml,')),
    ).toBe(true);
  });

  it.each(PERSONA_KEYS)('seeds the %s persona exactly as decisions §4 says', (key) => {
    const persona = PERSONAS[key];
    const user = store.users.lookupOne('email', `${key}@airtime.test`);
    expect(user).toMatchObject({
      id: persona.id,
      business_role: persona.business_role,
      roles: persona.roles,
      permissions: persona.permissions,
      can_impersonate: key === 'superadmin',
      password: 'password',
      verification_code: key === 'verify' ? VERIFICATION_CODE : null,
    });
  });

  it.each([
    ['superadmin', ['Super Admin'], PERMISSIONS],
    ['admin', ['Administrator'], PERMISSIONS.filter((permission) => permission !== 'view_traffic')],
    ['ops', [], ['view_prospects', 'view_traffic']],
    [
      'finance',
      [],
      ['view_accounting', 'view_accounting.invoices', 'view_accounting.publisher_payouts'],
    ],
    ['readonly', ['Read Only'], ['view_accounting', 'view_brands.revenue']],
    ['prospector', ['Prospecting'], ['view_prospects']],
    ['brand', [], []],
    ['creator', [], []],
    ['verify', ['Administrator'], PERMISSIONS],
  ] as const)('%s has roles %j', (key, roles, permissions) => {
    expect(PERSONAS[key].roles).toEqual(roles);
    expect([...PERSONAS[key].permissions].sort()).toEqual([...permissions].sort());
  });

  it('gives the brand persona three brands, active and inactive', () => {
    const brands = BRAND_PERSONA_BRAND_IDS.map((id) => store.brands.get(id));
    expect(brands.every((brand) => brand !== undefined)).toBe(true);
    expect(new Set(brands.map((brand) => brand?.is_active))).toEqual(new Set([true, false]));
  });

  it.each(CREATOR_PERSONA_CREATOR_IDS)(
    'gives persona creator %i brands both active and inactive',
    (creatorId) => {
      const brands = store.relationships
        .lookup('publisher_id', creatorId)
        .map((row) => store.brands.get(row.brand_id));
      expect(new Set(brands.map((brand) => brand?.is_active))).toEqual(new Set([true, false]));
      expect(
        store.events.lookup('publisher_id', creatorId).some((event) => event.brand_id !== null),
      ).toBe(true);
    },
  );

  it('threads have messages with reactions, tags and subscriptions', () => {
    const thread = store.threads.all()[0];
    expect(thread).toBeDefined();
    const messages = store.messages.lookup('thread_id', thread?.id ?? 0);
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(messages.every((message) => message.tags.some((tag) => tag.is_primary))).toBe(true);
    expect(store.threadSubscriptions.lookup('thread_id', thread?.id ?? 0).length).toBeGreaterThan(
      0,
    );
    expect(store.messageReactions.size).toBeGreaterThan(0);
  });

  it("writes each thread's history in order, all of it before the reference day", () => {
    const dayStart = `${OPTIONS.referenceDate}T00:00:00.000Z`;
    for (const thread of store.threads.all()) {
      const times = store.messages.lookup('thread_id', thread.id).map((m) => m.created_at);
      expect(times).toEqual([...times].sort());
      expect(new Set(times).size).toBe(times.length);
      for (const time of times) expect(time < dayStart).toBe(true);
      expect(thread.latest_message_at).toBe(times.at(-1) ?? null);
    }
  });
});
