import Echo from 'laravel-echo';
import PusherServer from 'pusher';
import type { PresenceChannel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockApiServer, startMockApiServer } from '../node/server.ts';
import { createSessionFetch, type SessionFetch } from '../node/sessionFetch.ts';
import { PERSONAS, type PersonaKey } from '../seed/personas.ts';
import { REFERENCE_DATE, TEST_SEED } from '../test/mockApi.ts';
import {
  connected,
  connectPusher,
  loadPusher,
  type PusherClass,
  type PusherClient,
  subscribe,
} from '../test/pusherClients.ts';
import { PUSHER_APP, pusherConfigForOrigin } from './pusherApp.ts';

// Issue 23's presence with the real libraries: unmodified pusher-js (and Laravel Echo over it)
// against the local server's fake Pusher, signed in as personas, authorized by the auth endpoint;
// the backend's view through the official `pusher` SDK.

interface Member {
  readonly id: string | number;
  readonly info: { readonly id: number; readonly name: string; readonly firstname: string };
}

let server: MockApiServer;
let Pusher: PusherClass;
const clients: PusherClient[] = [];
const sessions = new Map<PersonaKey, SessionFetch>();
let campaignId: number;
let otherBrandCampaignId: number;

beforeAll(async () => {
  // The real clock: the SDK signs with Date.now(), which the fake checks within 600 s.
  server = await startMockApiServer({
    port: 0,
    dataFile: null,
    seed: TEST_SEED,
    referenceDate: REFERENCE_DATE,
  });
  Pusher = await loadPusher();
  const campaigns = server.backend.store.campaigns.all();
  const brandPersona = PERSONAS.brand.brand_ids;
  campaignId = campaigns.find((row) => brandPersona.includes(row.brand_id))?.id ?? 0;
  otherBrandCampaignId = campaigns.find((row) => !brandPersona.includes(row.brand_id))?.id ?? 0;
  expect(campaignId * otherBrandCampaignId).toBeGreaterThan(0);
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await server?.close();
});

async function session(persona: PersonaKey): Promise<SessionFetch> {
  let signedIn = sessions.get(persona);
  if (signedIn === undefined) {
    signedIn = createSessionFetch(server.url);
    expect((await signedIn.login(PERSONAS[persona].email)).status).toBe(200);
    sessions.set(persona, signedIn);
  }
  return signedIn;
}

/** A tab of `persona`: a pusher-js client connected to the local server. */
async function tab(persona: PersonaKey): Promise<PusherClient> {
  const client = connectPusher(Pusher, pusherConfigForOrigin(server.url), await session(persona));
  clients.push(client);
  await connected(client);
  return client;
}

/** Joins a presence channel; resolves with the channel once the members are in. */
async function join(client: PusherClient, name: string): Promise<PresenceChannel> {
  const { channel, error } = await subscribe(client, name);
  expect(error).toBeNull();
  return channel as PresenceChannel;
}

/** The members pusher-js holds, by id, with their names. */
function names(channel: PresenceChannel): Record<string, string> {
  const seen: Record<string, string> = {};
  channel.members.each((member: Member) => {
    seen[String(member.id)] = member.info.name;
  });
  return seen;
}

/** Every member_added and member_removed a channel emits, in order. */
function memberEvents(channel: PresenceChannel): string[] {
  const events: string[] = [];
  channel.bind('pusher:member_added', (member: Member) => events.push(`+${member.info.name}`));
  channel.bind('pusher:member_removed', (member: Member) => events.push(`-${member.info.name}`));
  return events;
}

describe('presence channels with pusher-js', () => {
  it('two personas see each other arrive and leave, a second tab counted once', async () => {
    const channel = `presence-campaign.${campaignId}`;
    const admin = await join(await tab('admin'), channel);
    expect(admin.members.count).toBe(1);
    expect(admin.members.me).toMatchObject({
      id: 2,
      info: { id: 2, name: 'Ada Admin', firstname: 'Ada' },
    });
    const seenByAdmin = memberEvents(admin);

    const samTab = await tab('superadmin');
    const sam = await join(samTab, channel);
    expect(names(sam)).toEqual({ '1': 'Sam Super', '2': 'Ada Admin' });
    expect(sam.members.count).toBe(2);
    await expect.poll(() => seenByAdmin).toEqual(['+Sam Super']);
    expect(names(admin)).toEqual({ '1': 'Sam Super', '2': 'Ada Admin' });

    // Sam opens a second tab, then closes the first: still here.
    const samSecondTab = await tab('superadmin');
    await join(samSecondTab, channel);
    samTab.disconnect();
    // Sam's last tab leaves: gone. Member events arrive in order, so a member_added of the second
    // tab would be in the list before this removal.
    samSecondTab.disconnect();
    await expect.poll(() => seenByAdmin).toEqual(['+Sam Super', '-Sam Super']);
    expect(admin.members.count).toBe(1);
    expect(names(admin)).toEqual({ '2': 'Ada Admin' });
  });

  it("keeps a brand user out of another brand's campaign", async () => {
    const brand = await tab('brand');
    const { error } = await subscribe(brand, `presence-campaign.${otherBrandCampaignId}`);
    expect(error).toMatchObject({ type: 'AuthError', status: 403 });
    const { error: own } = await subscribe(brand, `presence-campaign.${campaignId}`);
    expect(own).toBeNull();
  });

  it('relays client-typing to the others with the sender’s user_id, never to the sender', async () => {
    const channel = `presence-thread.${server.backend.store.threads.all()[0]?.id}`;
    const ada = await join(await tab('admin'), channel);
    const sam = await join(await tab('superadmin'), channel);
    const adaHeard: unknown[] = [];
    ada.bind('client-typing', (data: unknown, metadata: unknown) =>
      adaHeard.push({ data, metadata }),
    );
    const samHeard = new Promise<unknown>((resolve) =>
      sam.bind('client-typing', (data: unknown, metadata: unknown) => resolve({ data, metadata })),
    );
    expect(ada.trigger('client-typing', { typing: true })).toBe(true);
    expect(await samHeard).toEqual({ data: { typing: true }, metadata: { user_id: '2' } });
    // Sam answers: what Ada sent would have come back to her before it.
    sam.trigger('client-typing', { typing: false });
    await expect
      .poll(() => adaHeard)
      .toEqual([{ data: { typing: false }, metadata: { user_id: '1' } }]);
  });
});

/** The backend's publisher, as Laravel's Pusher broadcaster is configured for a Pusher host. */
function publisher(): PusherServer {
  const url = new URL(server.url);
  return new PusherServer({
    appId: PUSHER_APP.id,
    key: PUSHER_APP.key,
    secret: PUSHER_APP.secret,
    host: url.hostname,
    port: url.port,
    useTLS: false,
  });
}

describe('presence channels with Laravel Echo', () => {
  it('here, joining, leaving and whispers, and the users the HTTP API lists', async () => {
    const room = `production.${server.backend.store.eventProductions.all()[0]?.id}`;
    const ada = new Echo({ broadcaster: 'pusher', client: await tab('admin') });
    const here = await new Promise<Array<{ name: string }>>((resolve) => {
      ada.join(room).here(resolve);
    });
    expect(here.map((user) => user.name)).toEqual(['Ada Admin']);
    const joined: string[] = [];
    const left: string[] = [];
    const whispers: unknown[] = [];
    ada
      .join(room)
      .joining((user: { name: string }) => joined.push(user.name))
      .leaving((user: { name: string }) => left.push(user.name))
      .listenForWhisper('typing', (data: unknown) => whispers.push(data));

    const samClient = await tab('superadmin');
    const sam = new Echo({ broadcaster: 'pusher', client: samClient });
    const samHere = await new Promise<Array<{ name: string }>>((resolve) => {
      sam.join(room).here(resolve);
    });
    expect(samHere.map((user) => user.name).sort()).toEqual(['Ada Admin', 'Sam Super']);
    await expect.poll(() => joined).toEqual(['Sam Super']);

    const users = await publisher().get({ path: `/channels/presence-${room}/users` });
    expect(await users.json()).toEqual({ users: [{ id: '2' }, { id: '1' }] });
    const info = await publisher().get({
      path: `/channels/presence-${room}`,
      params: { info: 'user_count,subscription_count' },
    });
    expect(await info.json()).toEqual({ occupied: true, user_count: 2, subscription_count: 2 });

    sam.join(room).whisper('typing', { typing: true });
    await expect.poll(() => whispers).toEqual([{ typing: true }]);
    sam.leave(room);
    await expect.poll(() => left).toEqual(['Sam Super']);
  });
});
