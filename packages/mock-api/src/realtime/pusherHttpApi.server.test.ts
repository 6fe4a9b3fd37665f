import { createRequire } from 'node:module';
import Echo from 'laravel-echo';
import PusherServer from 'pusher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockApiServer, startMockApiServer } from '../node/server.ts';
import { createSessionFetch, type SessionFetch } from '../node/sessionFetch.ts';
import { PERSONAS } from '../seed/personas.ts';
import { jsonBody, REFERENCE_DATE, TEST_SEED } from '../test/mockApi.ts';
import {
  connected,
  connectPusher,
  loadPusher,
  nextEvent,
  type PusherClass,
  type PusherClient,
  recordEvents,
  subscribe,
} from '../test/pusherClients.ts';
import { PUSHER_APP, pusherConfigForOrigin } from './pusherApp.ts';

// Decisions §5 with the real libraries on both sides: the backend publishes with the official
// `pusher` Node SDK through the fake's Pusher HTTP API, and the client listens with Laravel Echo
// over unmodified pusher-js, the way the Laravel backend and a Laravel front end meet.

let server: MockApiServer;
let Pusher: PusherClass;
let session: SessionFetch;
const clients: PusherClient[] = [];

beforeAll(async () => {
  // The real clock: the SDK signs with Date.now(), which the fake checks within 600 s.
  server = await startMockApiServer({
    port: 0,
    dataFile: null,
    seed: TEST_SEED,
    referenceDate: REFERENCE_DATE,
  });
  Pusher = await loadPusher();
  session = createSessionFetch(server.url);
  expect((await session.login(PERSONAS.superadmin.email)).status).toBe(200);
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await server?.close();
});

/** The backend's publisher, as Laravel's Pusher broadcaster is configured for a Pusher host. */
function publisher(secret: string = PUSHER_APP.secret): PusherServer {
  const url = new URL(server.url);
  return new PusherServer({
    appId: PUSHER_APP.id,
    key: PUSHER_APP.key,
    secret,
    host: url.hostname,
    port: url.port,
    useTLS: false,
  });
}

/** A signed-in page's Echo, over pusher-js connected to the fake. */
async function echo(): Promise<{ echo: Echo<'pusher'>; client: PusherClient }> {
  const client = connectPusher(Pusher, pusherConfigForOrigin(server.url), session);
  clients.push(client);
  await connected(client);
  return { echo: new Echo({ broadcaster: 'pusher', client }), client };
}

/** Resolves with the next `.event` Echo hears on the private channel (Echo adds `private-`). */
function heard<T>(listener: Echo<'pusher'>, channel: string, event: string): Promise<T> {
  return new Promise((resolve) => {
    listener.private(channel).listen(`.${event}`, (data: T) => resolve(data));
  });
}

describe("the fake's Pusher HTTP API, with the pusher SDK and Laravel Echo", () => {
  it('delivers an event triggered by the SDK to Echo under its broadcastAs name', async () => {
    const { echo: page, client } = await echo();
    await subscribe(client, 'private-agency');
    const received = heard<{ id: number; body: string }>(page, 'agency', 'message.created');
    await publisher().trigger('private-agency', 'message.created', { id: 41, body: 'Hello' });
    expect(await received).toEqual({ id: 41, body: 'Hello' });
  });

  it('leaves out the socket named by socket_id, and only that one', async () => {
    const writer = await echo();
    const other = await echo();
    await Promise.all([
      subscribe(writer.client, 'private-user.1'),
      subscribe(other.client, 'private-user.1'),
    ]);
    const writerSaw = recordEvents(writer.client);
    const otherHeard = heard<{ n: number }>(other.echo, 'user.1', 'thread.updated');
    await publisher().trigger(
      'private-user.1',
      'thread.updated',
      { n: 1 },
      { socket_id: writer.echo.socketId() ?? '' },
    );
    expect(await otherHeard).toEqual({ n: 1 });
    // A barrier: what was published before it reaches the writer first.
    const barrier = heard(writer.echo, 'user.1', 'notification.created');
    await publisher().trigger('private-user.1', 'notification.created', { n: 2 });
    await barrier;
    expect(writerSaw.map((seen) => seen.event)).toEqual(['notification.created']);
  });

  it('delivers a batch, each event on its channel', async () => {
    const { echo: page, client } = await echo();
    await Promise.all([subscribe(client, 'private-agency'), subscribe(client, 'private-user.1')]);
    const received = Promise.all([
      heard(page, 'agency', 'campaign.updated'),
      heard(page, 'user.1', 'notification.created'),
    ]);
    const response = await publisher().triggerBatch([
      { channel: 'private-agency', name: 'campaign.updated', data: { id: 3 } },
      { channel: 'private-user.1', name: 'notification.created', data: JSON.stringify({ id: 9 }) },
    ]);
    expect(response.status).toBe(200);
    expect(await received).toEqual([{ id: 3 }, { id: 9 }]);
  });

  it('tells which channels are occupied and by how many', async () => {
    const { client } = await echo();
    await subscribe(client, 'private-user.1');
    const sdk = publisher();
    const channels = await (
      await sdk.get({ path: '/channels', params: { filter_by_prefix: 'private-user.' } })
    ).json();
    expect(channels.channels).toHaveProperty(['private-user.1']);
    expect(channels.channels).not.toHaveProperty(['private-agency']);
    const one = await (
      await sdk.get({ path: '/channels/private-user.1', params: { info: 'subscription_count' } })
    ).json();
    expect(one.occupied).toBe(true);
    expect(one.subscription_count).toBeGreaterThanOrEqual(1);
    const empty = await (await sdk.get({ path: '/channels/private-user.99' })).json();
    expect(empty).toEqual({ occupied: false });
  });

  it('refuses a call signed with another secret, and publishes nothing', async () => {
    const { client } = await echo();
    await subscribe(client, 'private-agency');
    const seen = recordEvents(client);
    await expect(
      publisher('not-the-secret').trigger('private-agency', 'campaign.updated', { id: 1 }),
    ).rejects.toMatchObject({ status: 401, body: expect.stringMatching(/Invalid signature/) });
    const barrier = nextEvent(client.channel('private-agency'), 'message.deleted');
    await publisher().trigger('private-agency', 'message.deleted', { id: 2 });
    await barrier;
    expect(seen.map((event) => event.event)).toEqual(['message.deleted']);
  });

  it('refuses a tampered body, an unknown app and data over 10 KB', async () => {
    const sdk = publisher();
    const big = 'x'.repeat(10_241);
    await expect(sdk.trigger('private-agency', 'campaign.updated', big)).rejects.toMatchObject({
      status: 413,
    });
    const signed = new URL(
      `${server.url}/apps/${PUSHER_APP.id}/events?${signedQuery(sdk, '{"name":"a","channels":["x"],"data":"1"}')}`,
    );
    const tampered = await fetch(signed, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"b","channels":["x"],"data":"1"}',
    });
    expect(tampered.status).toBe(401);
    expect(await tampered.text()).toBe('Invalid body_md5');
    const unknownApp = await fetch(`${server.url}/apps/another-app/events`, { method: 'POST' });
    expect(unknownApp.status).toBe(404);
  });

  it("leaves a write's change out of the socket named in X-Socket-ID", async () => {
    const writer = await echo();
    const otherTab = await echo();
    await Promise.all([
      subscribe(writer.client, 'private-user.1'),
      subscribe(otherTab.client, 'private-user.1'),
    ]);
    const writerSaw = recordEvents(writer.client);
    const otherHeard = heard(otherTab.echo, 'user.1', 'notification.created');
    const response = await session('/api/assignees', {
      ...jsonBody('POST', { user_id: 1, type: 'owner', subject_type: 'brand', subject_id: 4 }),
      headers: { 'content-type': 'application/json', 'X-Socket-ID': writer.echo.socketId() ?? '' },
    });
    expect(response.status).toBe(201);
    expect(await otherHeard).toMatchObject({ user_id: 1, subject_type: 'brand', subject_id: 4 });
    const barrier = heard(writer.echo, 'user.1', 'reaction.changed');
    await publisher().trigger('private-user.1', 'reaction.changed', {});
    await barrier;
    expect(writerSaw.map((seen) => seen.event)).toEqual(['reaction.changed']);
  });
});

/** The SDK's own signed query string for a POST /events of `body`. */
function signedQuery(sdk: PusherServer, body: string): string {
  const { createSignedQueryString } = createRequire(import.meta.url)('pusher/lib/requests.js') as {
    createSignedQueryString: (token: unknown, request: object) => string;
  };
  const { token } = (sdk as unknown as { config: { token: unknown } }).config;
  return createSignedQueryString(token, {
    method: 'POST',
    path: `/apps/${PUSHER_APP.id}/events`,
    body,
  });
}
