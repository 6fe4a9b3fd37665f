import { getUserChannel, type Message } from '@airtime/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionFetch } from '../node/sessionFetch.ts';
import { messageTagCases, readerThread, readerUserId, tagsOf } from '../test/messageTagCases.ts';
import { BASE_URL, jsonBody, useMockApi } from '../test/mockApi.ts';
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
import { PUSHER_APP, PUSHER_CONFIG } from './pusherApp.ts';

// The same protocol through msw's WebSocket interception (setupServer), as the browser host serves
// it: pusher-js's worker build connects to ws://localhost:6001/app/{key}, where nothing listens;
// msw hands the socket to the fake Pusher server in this process, and the auth call (global fetch)
// to the handlers.

const api = useMockApi();
const AUTH_ENDPOINT = `${BASE_URL}/api/broadcasting/auth`;

let Pusher: PusherClass;
const clients: PusherClient[] = [];
beforeAll(async () => {
  Pusher = await loadPusher();
});
afterAll(() => {
  for (const client of clients) client.disconnect();
});

async function connect(session: SessionFetch): Promise<PusherClient> {
  const client = connectPusher(Pusher, PUSHER_CONFIG.intercepted, session, {
    authEndpoint: AUTH_ENDPOINT,
  });
  clients.push(client);
  await connected(client);
  return client;
}

describe('pusher-js through the msw-intercepted WebSocket', () => {
  it('connects, authorizes private channels by the rules and receives events', async () => {
    const superadmin = await api.as('superadmin');
    const ops = await connect(await api.as('ops'));
    const brand = await connect(await api.as('brand'));
    expect(ops.connection.socket_id).toMatch(/^\d+\.\d+$/);

    expect((await subscribe(ops, 'private-agency')).error).toBeNull();
    expect((await subscribe(ops, 'private-user.3')).error).toBeNull();
    expect((await subscribe(brand, 'private-user.7')).error).toBeNull();
    expect((await subscribe(brand, 'private-agency')).error).toMatchObject({ status: 403 });
    expect((await subscribe(brand, 'private-user.3')).error).toMatchObject({ status: 403 });

    const brandSeen = recordEvents(brand);
    const agencyEvent = nextEvent(ops.channel('private-agency'), 'event-production.updated');
    api.backend.bus.publish('private-agency', 'event-production.updated', { id: 5 });
    expect(await agencyEvent).toEqual({ id: 5 });

    // A write through a handler that publishes: the assignment notifies the assignee.
    const notified = nextEvent<{ user_id: number }>(
      ops.channel('private-user.3'),
      'notification.created',
    );
    const assigned = await superadmin(
      '/api/assignees',
      jsonBody('POST', { user_id: 3, type: 'backup', subject_type: 'brand', subject_id: 3 }),
    );
    expect(assigned.status).toBe(201);
    expect(await notified).toMatchObject({ user_id: 3, subject_type: 'brand', subject_id: 3 });

    // Nothing of the above reached the brand user, whose own channel still works.
    const own = nextEvent(brand.channel('private-user.7'), 'message.deleted');
    const broadcast = await superadmin(
      '/__mock/broadcast',
      jsonBody('POST', { channel: 'private-user.7', event: 'message.deleted', data: { id: 9 } }),
    );
    expect(broadcast.status).toBe(202);
    expect(await own).toEqual({ id: 9 });
    expect(brandSeen).toEqual([
      { channel: 'private-user.7', event: 'message.deleted', data: { id: 9 } },
    ]);
  });

  it.each(['brand', 'creator'] as const)(
    'sends the %s persona message events naming only the tagged records they may see, agency staff all',
    async (reader) => {
      const cases = messageTagCases(api.backend.store).filter((row) => row.reader === reader);
      const thread = readerThread(api.backend.store, reader);
      const opsSession = await api.as('ops');
      const ops = await connect(opsSession);
      const outside = await connect(await api.as(reader));
      const readerChannel = getUserChannel(readerUserId(reader));
      expect((await subscribe(ops, 'private-agency')).error).toBeNull();
      expect((await subscribe(outside, readerChannel)).error).toBeNull();
      const named = (message: Message) => message.tags.slice(1).map((tag) => 'subject' in tag);
      const received = (event: string) =>
        Promise.all([
          nextEvent<Message>(ops.channel('private-agency'), event),
          nextEvent<Message>(outside.channel(readerChannel), event),
        ]);

      const created = received('message.created');
      const answer = await opsSession(
        `/api/threads/${thread.id}/messages`,
        jsonBody('POST', { body: 'Tagged', tags: tagsOf(cases) }),
      );
      expect(answer.status).toBe(201);
      const [agencyCreated, readerCreated] = await created;
      expect(named(agencyCreated)).toEqual(cases.map(() => true));
      expect(named(readerCreated)).toEqual(cases.map((row) => row.named));

      const updated = received('message.updated');
      const { data } = (await answer.json()) as { data: Message };
      const edit = await opsSession(`/api/message/${data.id}`, jsonBody('PUT', { body: 'Edited' }));
      expect(edit.status).toBe(200);
      const [agencyUpdated, readerUpdated] = await updated;
      expect(named(agencyUpdated)).toEqual(cases.map(() => true));
      expect(named(readerUpdated)).toEqual(cases.map((row) => row.named));
    },
  );

  it('refuses unknown app keys with 4001, which pusher-js does not retry', async () => {
    const session = await api.as('ops');
    const client = connectPusher(
      Pusher,
      { ...PUSHER_CONFIG.intercepted, key: 'someone-elses-key' },
      session,
      { authEndpoint: AUTH_ENDPOINT },
    );
    clients.push(client);
    const error = await new Promise<{ error?: { data?: { code?: number; message?: string } } }>(
      (resolve) => client.connection.bind('error', resolve),
    );
    expect(error.error?.data).toEqual({
      code: 4001,
      message: 'App key someone-elses-key does not exist',
    });
    // 'refused': pusher-js disconnects for good instead of retrying.
    await expect.poll(() => client.connection.state).toBe('disconnected');
  });

  it('reads binary frames as UTF-8 text', async () => {
    const socket = new WebSocket(`ws://localhost:6001/app/${PUSHER_APP.key}?protocol=7`);
    const frames: string[] = [];
    socket.addEventListener('message', (event) => frames.push(String(event.data)));
    await new Promise((resolve) => socket.addEventListener('open', resolve));
    const ping = JSON.stringify({ event: 'pusher:ping', data: {} });
    socket.send(new TextEncoder().encode(ping));
    socket.send(new TextEncoder().encode(ping).buffer);
    socket.send(new Blob([ping]));
    await expect.poll(() => frames.length).toBe(4);
    expect(JSON.parse(frames[0] ?? '').event).toBe('pusher:connection_established');
    expect(frames.slice(1)).toEqual(Array(3).fill('{"event":"pusher:pong","data":"{}"}'));
    socket.close();
  });
});
