import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { type MockApiServer, refuseRealtime, startMockApiServer } from '../node/server.ts';
import { createSessionFetch, type SessionFetch } from '../node/sessionFetch.ts';
import { PERSONAS, type PersonaKey } from '../seed/personas.ts';
import { jsonBody, NOW, REFERENCE_DATE, TEST_SEED } from '../test/mockApi.ts';
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
import { pusherConfigForOrigin } from './pusherApp.ts';

// Issue 4's "done when": two pusher-js clients connected to the local server as two personas; a
// write by one reaches the other on the channels the rules allow, and never on a channel it may
// not join. Real HTTP, real WebSocket (the `ws` package), unmodified pusher-js (worker build).

let server: MockApiServer;
let Pusher: PusherClass;
const clients: PusherClient[] = [];

beforeAll(async () => {
  server = await startMockApiServer({
    port: 0,
    dataFile: null,
    seed: TEST_SEED,
    referenceDate: REFERENCE_DATE,
    now: () => NOW,
  });
  Pusher = await loadPusher();
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await server?.close();
});

async function signIn(persona: PersonaKey): Promise<SessionFetch> {
  const session = createSessionFetch(server.url);
  const response = await session.login(PERSONAS[persona].email);
  expect(response.status).toBe(200);
  return session;
}

async function connect(
  session: SessionFetch,
  impersonateToken?: string,
): Promise<{ client: PusherClient; socketId: string }> {
  const client = connectPusher(
    Pusher,
    pusherConfigForOrigin(server.url),
    session,
    impersonateToken === undefined ? {} : { impersonateToken },
  );
  clients.push(client);
  return { client, socketId: await connected(client) };
}

describe('two pusher-js clients on the local server', () => {
  let superadmin: SessionFetch;
  let ops: { session: SessionFetch; client: PusherClient };
  let admin: { session: SessionFetch; client: PusherClient };
  let brand: { session: SessionFetch; client: PusherClient };
  let creator: { session: SessionFetch; client: PusherClient };

  beforeAll(async () => {
    superadmin = await signIn('superadmin');
    const connectAs = async (persona: PersonaKey) => {
      const session = persona === 'superadmin' ? superadmin : await signIn(persona);
      return { session, client: (await connect(session)).client };
    };
    admin = await connectAs('superadmin');
    ops = await connectAs('ops');
    brand = await connectAs('brand');
    creator = await connectAs('creator');
  });

  it('connects with the protocol handshake and a Pusher socket id', () => {
    for (const { client } of [admin, ops, brand, creator]) {
      expect(client.connection.state).toBe('connected');
      expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);
    }
  });

  it('lets each persona join the channels the rules allow and no other', async () => {
    expect((await subscribe(admin.client, 'private-agency')).error).toBeNull();
    expect((await subscribe(admin.client, 'private-user.1')).error).toBeNull();
    expect((await subscribe(ops.client, 'private-agency')).error).toBeNull();
    expect((await subscribe(ops.client, 'private-user.3')).error).toBeNull();
    expect((await subscribe(brand.client, 'private-user.7')).error).toBeNull();
    expect((await subscribe(creator.client, 'private-user.8')).error).toBeNull();

    const refused = await Promise.all([
      subscribe(brand.client, 'private-agency'),
      subscribe(brand.client, 'private-user.3'),
      subscribe(creator.client, 'private-agency'),
      subscribe(creator.client, 'private-user.7'),
      subscribe(ops.client, 'private-user.1'),
    ]);
    for (const { error } of refused) {
      expect(error).toMatchObject({ type: 'AuthError', status: 403 });
    }
  });

  it('delivers a broadcast on private-agency to agency staff only', async () => {
    const brandSeen = recordEvents(brand.client);
    const creatorSeen = recordEvents(creator.client);
    const opsChannel = ops.client.channel('private-agency');
    const adminChannel = admin.client.channel('private-agency');
    const received = Promise.all([
      nextEvent(opsChannel, 'campaign.updated'),
      nextEvent(adminChannel, 'campaign.updated'),
    ]);
    const response = await fetch(
      `${server.url}/__mock/broadcast`,
      jsonBody('POST', {
        channel: 'private-agency',
        event: 'campaign.updated',
        data: { id: 12, status: 'live' },
      }),
    );
    expect(response.status).toBe(202);
    expect(await received).toEqual([
      { id: 12, status: 'live' },
      { id: 12, status: 'live' },
    ]);

    // Everything sent after the broadcast reaches each socket after it: once the brand and creator
    // users get their own channel's event, anything from private-agency would already be there.
    const ownEvents = Promise.all([
      nextEvent(brand.client.channel('private-user.7'), 'notification.created'),
      nextEvent(creator.client.channel('private-user.8'), 'notification.created'),
    ]);
    for (const channel of ['private-user.7', 'private-user.8']) {
      await fetch(
        `${server.url}/__mock/broadcast`,
        jsonBody('POST', { channel, event: 'notification.created', data: { channel } }),
      );
    }
    expect(await ownEvents).toEqual([{ channel: 'private-user.7' }, { channel: 'private-user.8' }]);
    expect(brandSeen).toEqual([
      {
        channel: 'private-user.7',
        event: 'notification.created',
        data: { channel: 'private-user.7' },
      },
    ]);
    expect(creatorSeen).toEqual([
      {
        channel: 'private-user.8',
        event: 'notification.created',
        data: { channel: 'private-user.8' },
      },
    ]);
  });

  it("delivers a handler's write (an assignment) to the assignee's channel only", async () => {
    const adminSeen = recordEvents(admin.client);
    const brandSeen = recordEvents(brand.client);
    const notified = nextEvent<{ user_id: number; title: string; subject_type: string }>(
      ops.client.channel('private-user.3'),
      'notification.created',
    );
    const response = await admin.session(
      '/api/assignees',
      jsonBody('POST', { user_id: 3, type: 'owner', subject_type: 'brand', subject_id: 2 }),
    );
    expect(response.status).toBe(201);
    const notification = await notified;
    expect(notification).toMatchObject({ user_id: 3, subject_type: 'brand', subject_id: 2 });
    expect(notification.title).toMatch(/assigned as owner/);
    // The notification is the one the store kept.
    expect(server.backend.store.notifications.lookup('user_id', 3).at(-1)).toMatchObject(
      notification,
    );

    // A barrier as above: the write came before these.
    const barrier = Promise.all([
      nextEvent(admin.client.channel('private-user.1'), 'thread.updated'),
      nextEvent(brand.client.channel('private-user.7'), 'thread.updated'),
    ]);
    for (const channel of ['private-user.1', 'private-user.7']) {
      await fetch(
        `${server.url}/__mock/broadcast`,
        jsonBody('POST', { channel, event: 'thread.updated', data: null }),
      );
    }
    await barrier;
    expect(adminSeen.map((seen) => seen.channel)).toEqual(['private-user.1']);
    expect(brandSeen.map((seen) => seen.channel)).toEqual(['private-user.7']);
  });

  it('refuses a subscription with a signature made for another socket', async () => {
    // The ops user's valid auth for their socket, replayed by the brand user's socket.
    const opsSocketId = ops.client.connection.socket_id;
    const auth = await ops.session(
      '/api/broadcasting/auth',
      jsonBody('POST', { socket_id: opsSocketId, channel_name: 'private-agency' }),
    );
    expect(auth.status).toBe(200);
    const { auth: signature } = (await auth.json()) as { auth: string };

    const channel = brand.client.channel('private-agency');
    const refused = nextEvent<{ type: string; status: number; error: string }>(
      channel,
      'pusher:subscription_error',
    );
    brand.client.send_event('pusher:subscribe', { channel: 'private-agency', auth: signature });
    expect(await refused).toMatchObject({ type: 'AuthError', status: 401 });
    expect((await refused).error).toMatch(/Invalid signature/);
    expect(channel.subscribed).toBe(false);
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const seen = recordEvents(ops.client);
    ops.client.unsubscribe('private-agency');
    // Wait for the unsubscribe to reach the server: it answers a ping after it.
    await new Promise<void>((resolve) => {
      ops.client.connection.bind('message', (message: { event: string }) => {
        if (message.event === 'pusher:pong') resolve();
      });
      ops.client.send_event('pusher:ping', {});
    });
    const still = nextEvent(ops.client.channel('private-user.3'), 'message.created');
    await fetch(
      `${server.url}/__mock/broadcast`,
      jsonBody('POST', { channel: 'private-agency', event: 'message.created', data: 1 }),
    );
    await fetch(
      `${server.url}/__mock/broadcast`,
      jsonBody('POST', { channel: 'private-user.3', event: 'message.created', data: 2 }),
    );
    expect(await still).toBe(2);
    expect(seen.map((event) => event.channel)).toEqual(['private-user.3']);
  });

  it('authorizes channels for the impersonated user', async () => {
    const impersonation = await superadmin('/api/impersonate/7', { method: 'POST' });
    expect(impersonation.status).toBe(200);
    const { token } = (await impersonation.json()) as { token: string };
    const { client } = await connect(superadmin, token);
    expect((await subscribe(client, 'private-user.7')).error).toBeNull();
    expect((await subscribe(client, 'private-agency')).error).toMatchObject({ status: 403 });
    expect((await subscribe(client, 'private-user.1')).error).toMatchObject({ status: 403 });
    const event = nextEvent(client.channel('private-user.7'), 'reaction.changed');
    await fetch(
      `${server.url}/__mock/broadcast`,
      jsonBody('POST', { channel: 'private-user.7', event: 'reaction.changed', data: 'x' }),
    );
    expect(await event).toBe('x');
  });

  it('refuses an unknown app key with 4001, and pusher-js stops there', async () => {
    const client = connectPusher(
      Pusher,
      { ...pusherConfigForOrigin(server.url), key: 'not-our-app' },
      superadmin,
    );
    clients.push(client);
    const error = await new Promise<{ error?: { data?: { code?: number } } }>((resolve) =>
      client.connection.bind('error', resolve),
    );
    expect(error.error?.data?.code).toBe(4001);
    await expect.poll(() => client.connection.state).toBe('disconnected');
  });

  it('refuses a signed-out socket any private channel', async () => {
    const anonymous = createSessionFetch(server.url);
    await anonymous.csrf();
    const { client } = await connect(anonymous);
    expect((await subscribe(client, 'private-agency')).error).toMatchObject({ status: 401 });
  });
});

describe('the realtime option of the local server', () => {
  const closeCode = (url: string) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/app/airtime-mock-key?protocol=7`);
      socket.on('close', (code) => resolve(code));
    });

  it('turns realtime off with refuseRealtime (4001)', async () => {
    const quiet = await startMockApiServer({ port: 0, dataFile: null, realtime: refuseRealtime });
    try {
      expect(await closeCode(quiet.url)).toBe(4001);
    } finally {
      await quiet.close();
    }
  });

  it('closes with 1011 when the realtime handler throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await startMockApiServer({
      port: 0,
      dataFile: null,
      realtime: () => {
        throw new Error('broken');
      },
    });
    try {
      expect(await closeCode(broken.url)).toBe(1011);
      expect(error).toHaveBeenCalledWith(
        '[mock-api] realtime connection failed',
        expect.any(Error),
      );
    } finally {
      error.mockRestore();
      await broken.close();
    }
  });
});
