import { afterEach, describe, expect, it, vi } from 'vitest';
import { countingBus, openPusherSocket as open, settle, WAIT } from '../test/pusherSockets.ts';
import type { EventBus } from './eventBus.ts';
import { PUSHER_APP } from './pusherApp.ts';
import { PUSHER_CLOSE_CODES } from './pusherProtocol.ts';
import { signChannel } from './pusherSignature.ts';

// The protocol module alone, on an in-memory socket: what each frame gets back.

const ping = { event: 'pusher:ping', data: {} };
const pong = { event: 'pusher:pong', data: '{}' };

afterEach(() => {
  vi.useRealTimers();
});

describe('the connection', () => {
  it('starts with pusher:connection_established: a socket id and the activity timeout', () => {
    const { sent, socketId } = open();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.event).toBe('pusher:connection_established');
    expect(JSON.parse(sent[0]?.data as string)).toEqual({
      socket_id: socketId,
      activity_timeout: 120,
    });
    expect(socketId).toMatch(/^\d+\.\d+$/);
    expect(open().socketId).not.toBe(socketId);
  });

  it.each([
    ['/app/other-key?protocol=7', PUSHER_CLOSE_CODES.appDoesNotExist],
    ['/app/?protocol=7', PUSHER_CLOSE_CODES.pathNotFound],
    [`/app/${PUSHER_APP.key}/extra?protocol=7`, PUSHER_CLOSE_CODES.pathNotFound],
    ['/elsewhere?protocol=7', PUSHER_CLOSE_CODES.pathNotFound],
    [`/app/${PUSHER_APP.key}`, PUSHER_CLOSE_CODES.noProtocol],
    [`/app/${PUSHER_APP.key}?protocol=seven`, PUSHER_CLOSE_CODES.invalidVersion],
    [`/app/${PUSHER_APP.key}?protocol=4`, PUSHER_CLOSE_CODES.unsupportedProtocol],
    [`/app/${PUSHER_APP.key}?protocol=8`, PUSHER_CLOSE_CODES.unsupportedProtocol],
  ])('refuses %s with pusher:error and close code %i', (path, code) => {
    const { sent, closes } = open({ url: `ws://localhost:6001${path}` });
    expect(sent).toEqual([{ event: 'pusher:error', data: { code, message: expect.any(String) } }]);
    expect(closes).toEqual([{ code, reason: expect.any(String) }]);
  });

  it.each(['5', '6', '7'])('accepts protocol %s', (version) => {
    const { sent } = open({ url: `ws://localhost/app/${PUSHER_APP.key}?protocol=${version}` });
    expect(sent[0]?.event).toBe('pusher:connection_established');
  });

  it('accepts the key with a trailing slash', () => {
    const { sent } = open({ url: `ws://localhost/app/${PUSHER_APP.key}/?protocol=7` });
    expect(sent[0]?.event).toBe('pusher:connection_established');
  });
});

describe('frames', () => {
  it('answers pusher:ping with pusher:pong, and ignores pusher:pong', async () => {
    const socket = open();
    expect(await socket.receive(ping)).toEqual([pong]);
    expect(await socket.receive({ event: 'pusher:pong', data: {} }, 0)).toEqual([]);
  });

  it.each([
    ['not JSON', '{"event": '],
    ['a JSON array', '[1, 2]'],
    ['a JSON string', '"pusher:ping"'],
    ['JSON null', 'null'],
    ['no event', '{"data": {}}'],
    ['an empty event', '{"event": ""}'],
    ['a numeric event', '{"event": 12}'],
  ])('answers %s with pusher:error and stays open', async (_label, frame) => {
    const socket = open();
    const [answer] = await socket.receive(frame);
    expect(answer).toEqual({
      event: 'pusher:error',
      data: { code: null, message: expect.stringMatching(/^Invalid/) },
    });
    expect(socket.closes).toEqual([]);
    expect(await socket.receive(ping)).toEqual([pong]);
  });

  it('refuses frames over the size limit', async () => {
    const socket = open({ maxFrameLength: 100 });
    const [answer] = await socket.receive({ event: 'pusher:ping', data: 'x'.repeat(200) });
    expect(answer?.data).toEqual({ code: null, message: expect.stringMatching(/too large/) });
  });

  it.each([
    [{ event: 'pusher:unknown', data: {} }, /Unsupported event: pusher:unknown/],
    [{ event: 'hello', data: {} }, /Unsupported event: hello/],
    [{ event: 'pusher:signin', data: { auth: 'x', user_data: '{}' } }, /not supported/],
    [
      { event: 'client-typing', data: { who: 1 } },
      /only supported on private and presence channels/,
    ],
  ])('refuses %j with pusher:error', async (frame, message) => {
    const socket = open();
    const [answer] = await socket.receive(frame);
    expect(answer).toEqual({
      event: 'pusher:error',
      data: { code: null, message: expect.stringMatching(message) },
    });
  });
});

describe('subscriptions', () => {
  it('subscribes to a public channel without auth and delivers its events as JSON strings', async () => {
    const socket = open();
    expect(await socket.receive({ event: 'pusher:subscribe', data: { channel: 'news' } })).toEqual([
      { event: 'pusher_internal:subscription_succeeded', channel: 'news', data: '{}' },
    ]);
    socket.bus.publish('news', 'message.created', { id: 1, body: 'hi' });
    socket.bus.publish('other', 'message.created', { id: 2 });
    socket.bus.publish('news', 'custom', undefined);
    expect(socket.sent.slice(2)).toEqual([
      { event: 'message.created', channel: 'news', data: '{"id":1,"body":"hi"}' },
      { event: 'custom', channel: 'news', data: 'null' },
    ]);
  });

  it('sends null for data that cannot be JSON', async () => {
    const socket = open();
    await socket.receive({ event: 'pusher:subscribe', data: { channel: 'news' } });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    socket.bus.publish('news', 'custom', cycle);
    socket.bus.publish('news', 'custom', 10n);
    expect(socket.sent.slice(2).map((frame) => frame.data)).toEqual(['null', 'null']);
  });

  it('subscribes to a private channel with the auth endpoint signature', async () => {
    const socket = open();
    const auth = await signChannel(PUSHER_APP, socket.socketId, 'private-agency');
    expect(
      await socket.receive({
        event: 'pusher:subscribe',
        data: { channel: 'private-agency', auth },
      }),
    ).toEqual([
      { event: 'pusher_internal:subscription_succeeded', channel: 'private-agency', data: '{}' },
    ]);
    socket.bus.publish('private-agency', 'campaign.updated', { id: 3 });
    expect(socket.sent.at(-1)).toEqual({
      event: 'campaign.updated',
      channel: 'private-agency',
      data: '{"id":3}',
    });
  });

  it('reads subscribe data sent as a JSON string too', async () => {
    const socket = open();
    const auth = await signChannel(PUSHER_APP, socket.socketId, 'private-user.3');
    const [answer] = await socket.receive({
      event: 'pusher:subscribe',
      data: JSON.stringify({ channel: 'private-user.3', auth }),
    });
    expect(answer?.event).toBe('pusher_internal:subscription_succeeded');
  });

  it.each([
    ['no auth', async () => undefined, /Auth info required/],
    ['an empty auth', async () => '', /Auth info required/],
    ['another key', async () => 'other-key:00', /Invalid signature/],
    ['no signature', async () => PUSHER_APP.key, /Invalid signature/],
    ['a short signature', async () => `${PUSHER_APP.key}:abcd`, /Invalid signature/],
    [
      'a signature for another channel',
      async (socketId: string) => signChannel(PUSHER_APP, socketId, 'private-user.1'),
      /Invalid signature/,
    ],
    [
      'a signature for another socket',
      async () => signChannel(PUSHER_APP, '1.2', 'private-agency'),
      /Invalid signature/,
    ],
    [
      'a signature with another secret',
      async (socketId: string) =>
        signChannel({ key: PUSHER_APP.key, secret: 'guess' }, socketId, 'private-agency'),
      /Invalid signature/,
    ],
    ['a number', async () => 12 as unknown as string, /Auth info required/],
  ])(
    'refuses a private channel with %s: subscription_error, nothing delivered',
    async (_l, make, message) => {
      const socket = open();
      const auth = await make(socket.socketId);
      const [answer] = await socket.receive({
        event: 'pusher:subscribe',
        data: { channel: 'private-agency', ...(auth === undefined ? {} : { auth }) },
      });
      expect(answer).toMatchObject({
        event: 'pusher:subscription_error',
        channel: 'private-agency',
      });
      expect(JSON.parse(answer?.data as string)).toEqual({
        type: 'AuthError',
        status: 401,
        error: expect.stringMatching(message),
      });
      const count = socket.sent.length;
      socket.bus.publish('private-agency', 'campaign.updated', {});
      expect(socket.sent).toHaveLength(count);
      expect(socket.bus.listeners()).toBe(0);
    },
  );

  it.each(['private-encrypted-agency'])('refuses %s (not supported)', async (channel) => {
    const socket = open();
    const [answer] = await socket.receive({
      event: 'pusher:subscribe',
      data: { channel, auth: 'x' },
    });
    expect(answer).toMatchObject({ event: 'pusher:subscription_error', channel });
    expect(JSON.parse(answer?.data as string)).toMatchObject({
      type: 'ChannelError',
      status: 400,
    });
  });

  it('refuses bad channel names', async () => {
    const socket = open();
    const [named] = await socket.receive({ event: 'pusher:subscribe', data: { channel: 'a b!' } });
    expect(named).toMatchObject({ event: 'pusher:subscription_error', channel: 'a b!' });
    const [long] = await socket.receive({
      event: 'pusher:subscribe',
      data: { channel: 'x'.repeat(500) },
    });
    expect(long).toEqual({
      event: 'pusher:error',
      data: { code: null, message: 'Invalid channel name.' },
    });
    for (const data of [{}, { channel: 5 }, null, 'text', [1]]) {
      const [answer] = await socket.receive({ event: 'pusher:subscribe', data });
      expect(answer?.event).toBe('pusher:error');
    }
  });

  it('confirms a second subscribe without delivering events twice', async () => {
    const socket = open();
    await socket.receive({ event: 'pusher:subscribe', data: { channel: 'news' } });
    const [again] = await socket.receive({ event: 'pusher:subscribe', data: { channel: 'news' } });
    expect(again?.event).toBe('pusher_internal:subscription_succeeded');
    expect(socket.bus.listeners()).toBe(1);
  });

  it('limits the channels of one connection', async () => {
    const socket = open({ maxChannels: 2 });
    await socket.receive({ event: 'pusher:subscribe', data: { channel: 'one' } });
    await socket.receive({ event: 'pusher:subscribe', data: { channel: 'two' } });
    const [third] = await socket.receive({ event: 'pusher:subscribe', data: { channel: 'three' } });
    expect(third).toMatchObject({ event: 'pusher:subscription_error', channel: 'three' });
    expect(socket.bus.listeners()).toBe(2);
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const socket = open();
    await socket.receive({ event: 'pusher:subscribe', data: { channel: 'news' } });
    expect(
      await socket.receive({ event: 'pusher:unsubscribe', data: { channel: 'news' } }, 0),
    ).toEqual([]);
    socket.bus.publish('news', 'message.created', {});
    expect(socket.sent).toHaveLength(2);
    expect(socket.bus.listeners()).toBe(0);
    // Unsubscribing from a channel one is not on is harmless; without a channel it is an error.
    expect(
      await socket.receive({ event: 'pusher:unsubscribe', data: { channel: 'x' } }, 0),
    ).toEqual([]);
    const [answer] = await socket.receive({ event: 'pusher:unsubscribe', data: {} });
    expect(answer?.event).toBe('pusher:error');
  });

  it('handles frames in order: subscribe then unsubscribe ends unsubscribed', async () => {
    const socket = open();
    const auth = await signChannel(PUSHER_APP, socket.socketId, 'private-agency');
    await socket.receive(
      { event: 'pusher:subscribe', data: { channel: 'private-agency', auth } },
      0,
    );
    await socket.receive({ event: 'pusher:unsubscribe', data: { channel: 'private-agency' } }, 0);
    await vi.waitFor(() => expect(socket.sent).toHaveLength(2), WAIT);
    await settle();
    expect(socket.bus.listeners()).toBe(0);
  });

  it('drops every subscription when the socket closes, and sends nothing after', async () => {
    const socket = open();
    await socket.receive({ event: 'pusher:subscribe', data: { channel: 'one' } });
    await socket.receive({ event: 'pusher:subscribe', data: { channel: 'two' } });
    expect(socket.bus.listeners()).toBe(2);
    socket.disconnect();
    expect(socket.bus.listeners()).toBe(0);
    expect(await socket.receive(ping, 0)).toEqual([]);
  });

  it('drops a subscription whose signature check ends after the socket closed', async () => {
    const socket = open();
    const auth = await signChannel(PUSHER_APP, socket.socketId, 'private-agency');
    const verify = vi.spyOn(crypto.subtle, 'verify');
    socket.deliver({ event: 'pusher:subscribe', data: { channel: 'private-agency', auth } });
    socket.disconnect();
    // Waits for the check itself (a few event-loop turns may not see it end on a busy machine).
    await vi.waitFor(() => expect(verify).toHaveBeenCalledTimes(1), WAIT);
    expect(await verify.mock.results[0]?.value).toBe(true);
    verify.mockRestore();
    await settle();
    expect(socket.bus.listeners()).toBe(0);
    expect(socket.sent.map((frame) => frame.event)).toEqual(['pusher:connection_established']);
  });
});

describe('activity', () => {
  it('pings after the activity timeout and closes with 4201 when nothing answers', async () => {
    vi.useFakeTimers();
    const socket = open({ activityTimeoutSeconds: 1, pongTimeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(999);
    expect(socket.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent.at(-1)).toEqual({ event: 'pusher:ping', data: '{}' });
    await vi.advanceTimersByTimeAsync(500);
    expect(socket.sent.at(-1)).toEqual({
      event: 'pusher:error',
      data: { code: 4201, message: 'Pong reply not received' },
    });
    expect(socket.closes).toEqual([{ code: 4201, reason: 'Pong reply not received' }]);
  });

  it('keeps a connection that answers the ping', async () => {
    vi.useFakeTimers();
    const socket = open({ activityTimeoutSeconds: 1, pongTimeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(socket.sent.at(-1)?.event).toBe('pusher:ping');
    await socket.receive({ event: 'pusher:pong', data: {} }, 0);
    await vi.advanceTimersByTimeAsync(900);
    expect(socket.closes).toEqual([]);
    expect(socket.sent.filter((frame) => frame.event === 'pusher:ping')).toHaveLength(1);
  });
});

describe('failures', () => {
  it('survives a socket whose send throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const socket = open({ sendThrows: true, maxChannels: 100 });
    await socket.receive(ping, 0);
    expect(warn).toHaveBeenCalledWith('[mock-api] realtime send failed', expect.any(Error));
    warn.mockRestore();
  });

  it('answers a frame that fails inside the server with pusher:error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus: EventBus & { listeners: () => number } = {
      ...countingBus(),
      subscribe: () => {
        throw new Error('broken bus');
      },
    };
    const socket = open({}, bus);
    const [answer] = await socket.receive({ event: 'pusher:subscribe', data: { channel: 'news' } });
    expect(answer).toEqual({
      event: 'pusher:error',
      data: { code: null, message: 'Server error' },
    });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
