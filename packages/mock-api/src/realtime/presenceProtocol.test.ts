import { describe, expect, it } from 'vitest';
import { countingBus, type Frame, openPusherSocket as open } from '../test/pusherSockets.ts';
import { presenceRegistry } from './presenceRegistry.ts';
import { PUSHER_APP } from './pusherApp.ts';
import { PUSHER_CLOSE_CODES, type PusherServerOptions } from './pusherProtocol.ts';
import { signChannel } from './pusherSignature.ts';

// Presence channels and client events on the protocol module alone (issue 23): in-memory sockets
// on one bus, each frame's answers, what the others hear.

const ROOM = 'presence-campaign.12';

const member = (userId: number | string, name: string) =>
  JSON.stringify({ user_id: userId, user_info: { id: userId, name } });

type Socket = ReturnType<typeof open>;

/** Subscribes a socket to a presence channel as the auth endpoint would sign it. */
async function join(socket: Socket, channelData: string, channel = ROOM): Promise<Frame[]> {
  const auth = await signChannel(PUSHER_APP, socket.socketId, channel, channelData);
  return socket.receive({
    event: 'pusher:subscribe',
    data: { channel, auth, channel_data: channelData },
  });
}

const decoded = (frame: Frame | undefined) => ({
  ...frame,
  data: typeof frame?.data === 'string' ? JSON.parse(frame.data) : frame?.data,
});

/** Sockets on one bus: one realtime world. */
function world(options: PusherServerOptions = {}) {
  const bus = countingBus();
  return { bus, open: () => open(options, bus) };
}

describe('presence channels', () => {
  it('answers the subscriber with everyone there, and tells the others it arrived', async () => {
    const { open: connect } = world();
    const ada = connect();
    const [adaJoined] = await join(ada, member(2, 'Ada Admin'));
    expect(decoded(adaJoined)).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: ROOM,
      data: { presence: { ids: ['2'], hash: { '2': { id: 2, name: 'Ada Admin' } }, count: 1 } },
    });

    const sam = connect();
    const [samJoined] = await join(sam, member(1, 'Sam Super'));
    expect(decoded(samJoined).data).toEqual({
      presence: {
        ids: ['2', '1'],
        hash: { '2': { id: 2, name: 'Ada Admin' }, '1': { id: 1, name: 'Sam Super' } },
        count: 2,
      },
    });
    expect(decoded(ada.sent.at(-1))).toEqual({
      event: 'pusher_internal:member_added',
      channel: ROOM,
      data: { user_id: '1', user_info: { id: 1, name: 'Sam Super' } },
    });
    // The subscriber hears nothing of its own arrival.
    expect(sam.sent.filter((frame) => frame.event === 'pusher_internal:member_added')).toEqual([]);
  });

  it('counts a user once however many sockets they have, and removes them with the last', async () => {
    const { bus, open: connect } = world();
    const ada = connect();
    await join(ada, member(2, 'Ada Admin'));
    const samTab1 = connect();
    const samTab2 = connect();
    await join(samTab1, member(1, 'Sam Super'));
    const before = ada.sent.length;
    const [second] = await join(samTab2, member(1, 'Sam Super'));
    expect(decoded(second).data.presence).toMatchObject({ ids: ['2', '1'], count: 2 });
    expect(ada.sent).toHaveLength(before);

    // The first tab leaves: Sam is still here.
    await samTab1.receive({ event: 'pusher:unsubscribe', data: { channel: ROOM } }, 0);
    expect(ada.sent).toHaveLength(before);
    expect([...presenceRegistry(bus).members(ROOM).keys()]).toEqual(['2', '1']);

    // The last one closes: Sam has left.
    samTab2.disconnect();
    expect(decoded(ada.sent.at(-1))).toEqual({
      event: 'pusher_internal:member_removed',
      channel: ROOM,
      data: { user_id: '1' },
    });
    expect([...presenceRegistry(bus).members(ROOM).keys()]).toEqual(['2']);
  });

  it('sends member_removed on unsubscribe, and nothing to a channel left empty', async () => {
    const { bus, open: connect } = world();
    const ada = connect();
    const sam = connect();
    await join(ada, member(2, 'Ada Admin'));
    await join(sam, member(1, 'Sam Super'));
    await sam.receive({ event: 'pusher:unsubscribe', data: { channel: ROOM } }, 0);
    expect(decoded(ada.sent.at(-1))).toMatchObject({
      event: 'pusher_internal:member_removed',
      data: { user_id: '1' },
    });
    ada.disconnect();
    expect(presenceRegistry(bus).userCounts().size).toBe(0);
    expect(bus.listeners()).toBe(0);
  });

  it('confirms a second subscribe with the members again', async () => {
    const { open: connect } = world();
    const ada = connect();
    await join(ada, member(2, 'Ada Admin'));
    const [again] = await ada.receive({ event: 'pusher:subscribe', data: { channel: ROOM } });
    expect(decoded(again).data).toEqual({
      presence: { ids: ['2'], hash: { '2': { id: 2, name: 'Ada Admin' } }, count: 1 },
    });
  });

  it('takes a string user id and a member without user_info', async () => {
    const { open: connect } = world();
    const [joined] = await join(connect(), JSON.stringify({ user_id: 'abc' }));
    expect(decoded(joined).data).toEqual({
      presence: { ids: ['abc'], hash: { abc: null }, count: 1 },
    });
  });

  it.each<readonly [string, (socket: Socket) => Promise<Record<string, string>>, object]>([
    [
      'no channel_data',
      async (socket: Socket) => ({
        auth: await signChannel(PUSHER_APP, socket.socketId, ROOM),
      }),
      { type: 'AuthError', status: 401, error: expect.stringMatching(/need channel_data/) },
    ],
    [
      'the private signature (without channel_data)',
      async (socket: Socket) => ({
        auth: await signChannel(PUSHER_APP, socket.socketId, ROOM),
        channel_data: member(2, 'Ada Admin'),
      }),
      { type: 'AuthError', status: 401, error: expect.stringMatching(/:channel_data$/) },
    ],
    [
      'channel_data changed after signing (claiming to be someone else)',
      async (socket: Socket) => ({
        auth: await signChannel(PUSHER_APP, socket.socketId, ROOM, member(2, 'Ada Admin')),
        channel_data: member(1, 'Ada Admin'),
      }),
      { type: 'AuthError', status: 401, error: expect.stringMatching(/Invalid signature/) },
    ],
    [
      'no auth',
      async () => ({ channel_data: member(2, 'Ada Admin') }),
      { type: 'AuthError', status: 401, error: expect.stringMatching(/Auth info required/) },
    ],
    ...(
      [
        ['channel_data that is not JSON', 'not json', /must be a JSON object/],
        ['no user_id', JSON.stringify({ user_info: {} }), /user_id must be/],
        ['an empty user_id', JSON.stringify({ user_id: '' }), /user_id must be/],
        ['a user_id that is an object', JSON.stringify({ user_id: { id: 1 } }), /user_id must be/],
        ['a user_id of 129 characters', JSON.stringify({ user_id: 'u'.repeat(129) }), /128/],
      ] as const
    ).map(
      ([label, channelData, error]) =>
        [
          label,
          async (socket: Socket) => ({
            auth: await signChannel(PUSHER_APP, socket.socketId, ROOM, channelData),
            channel_data: channelData,
          }),
          { type: 'ChannelError', status: 400, error: expect.stringMatching(error) },
        ] as const,
    ),
    [
      'user_info over 1 KB',
      async (socket: Socket) => {
        const channelData = JSON.stringify({ user_id: 2, user_info: { bio: 'x'.repeat(1100) } });
        return {
          auth: await signChannel(PUSHER_APP, socket.socketId, ROOM, channelData),
          channel_data: channelData,
        };
      },
      { type: 'LimitReached', status: 4301, error: expect.stringMatching(/1 KB/) },
    ],
  ])('refuses %s with subscription_error, and nobody hears of it', async (_l, make, error) => {
    const { bus, open: connect } = world();
    const ada = connect();
    await join(ada, member(2, 'Ada Admin'));
    const before = ada.sent.length;
    const socket = connect();
    const [answer] = await socket.receive({
      event: 'pusher:subscribe',
      data: { channel: ROOM, ...(await make(socket)) },
    });
    expect(decoded(answer)).toEqual({
      event: 'pusher:subscription_error',
      channel: ROOM,
      data: error,
    });
    expect(ada.sent).toHaveLength(before);
    expect([...presenceRegistry(bus).members(ROOM).keys()]).toEqual(['2']);
  });

  it('holds at most maxPresenceMembers users, and lets one of them open another tab', async () => {
    const { open: connect } = world({ maxPresenceMembers: 2 });
    await join(connect(), member(1, 'Sam Super'));
    await join(connect(), member(2, 'Ada Admin'));
    const [third] = await join(connect(), member(3, 'Otto Ops'));
    expect(decoded(third)).toMatchObject({
      event: 'pusher:subscription_error',
      data: { type: 'LimitReached', status: 4100 },
    });
    const [anotherTab] = await join(connect(), member(2, 'Ada Admin'));
    expect(anotherTab?.event).toBe('pusher_internal:subscription_succeeded');
  });
});

describe('client events', () => {
  it("relay to the channel's other sockets with the sender's user_id, never back to it", async () => {
    const { open: connect } = world();
    const ada = connect();
    const sam = connect();
    const otto = connect();
    await join(ada, member(2, 'Ada Admin'));
    await join(sam, member(1, 'Sam Super'));
    await join(otto, member(3, 'Otto Ops'));
    const adaBefore = ada.sent.length;
    const ottoBefore = otto.sent.length;
    await ada.receive({ event: 'client-typing', channel: ROOM, data: { typing: true } }, 0);
    const expected = {
      event: 'client-typing',
      channel: ROOM,
      data: '{"typing":true}',
      user_id: '2',
    };
    expect(sam.sent.at(-1)).toEqual(expected);
    expect(otto.sent.slice(ottoBefore)).toEqual([expected]);
    expect(ada.sent).toHaveLength(adaBefore);
  });

  it('relay on a private channel without a user_id', async () => {
    const { open: connect } = world();
    const [one, two] = [connect(), connect()];
    for (const socket of [one, two]) {
      const auth = await signChannel(PUSHER_APP, socket.socketId, 'private-agency');
      await socket.receive({
        event: 'pusher:subscribe',
        data: { channel: 'private-agency', auth },
      });
    }
    await one.receive({ event: 'client-moved', channel: 'private-agency', data: { x: 1 } }, 0);
    expect(two.sent.at(-1)).toEqual({
      event: 'client-moved',
      channel: 'private-agency',
      data: '{"x":1}',
    });
  });

  it.each([
    ['a public channel', 'news', /only supported on private and presence channels/],
    ['no channel', undefined, /only supported on private and presence channels/],
    ['a channel it has not joined', 'presence-campaign.13', /not subscribed/],
  ])('are refused on %s with pusher:error', async (_l, channel, message) => {
    const { open: connect } = world();
    const socket = connect();
    await socket.receive({ event: 'pusher:subscribe', data: { channel: 'news' } });
    await join(socket, member(2, 'Ada Admin'));
    const [answer] = await socket.receive({
      event: 'client-typing',
      ...(channel === undefined ? {} : { channel }),
      data: {},
    });
    expect(answer).toEqual({
      event: 'pusher:error',
      ...(channel === undefined ? {} : { channel }),
      data: { code: null, message: expect.stringMatching(message) },
    });
  });

  it('are refused past the rate limit with 4301, the socket staying open', async () => {
    const { open: connect } = world({ clientEventsPerSecond: 3 });
    const ada = connect();
    const sam = connect();
    await join(ada, member(2, 'Ada Admin'));
    await join(sam, member(1, 'Sam Super'));
    const samBefore = sam.sent.length;
    for (let index = 0; index < 3; index += 1)
      await ada.receive({ event: 'client-typing', channel: ROOM, data: { index } }, 0);
    const [limited] = await ada.receive({ event: 'client-typing', channel: ROOM, data: {} });
    expect(limited).toEqual({
      event: 'pusher:error',
      channel: ROOM,
      data: {
        code: PUSHER_CLOSE_CODES.clientEventRateLimit,
        message: 'Client event rejected due to rate limit',
      },
    });
    expect(sam.sent.slice(samBefore).map((frame) => frame.data)).toEqual([
      '{"index":0}',
      '{"index":1}',
      '{"index":2}',
    ]);
    expect(ada.closes).toEqual([]);
  });

  it('are refused when the app has them off', async () => {
    const { open: connect } = world({ clientEvents: false });
    const ada = connect();
    await join(ada, member(2, 'Ada Admin'));
    const [answer] = await ada.receive({ event: 'client-typing', channel: ROOM, data: {} });
    expect(answer?.data).toEqual({
      code: null,
      message: 'Client events are not enabled for this app.',
    });
  });
});
