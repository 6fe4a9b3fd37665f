import { PRESENCE_INFO_MAX_BYTES } from '@airtime/domain';
import type { MockBackend } from '../backend/createMockBackend.ts';
import type { BroadcastMessage } from './eventBus.ts';
import { type PresenceMember, presenceRegistry } from './presenceRegistry.ts';
import { PUSHER_APP } from './pusherApp.ts';
import { verifyChannelAuth } from './pusherSignature.ts';
import {
  PUSHER_PATH_PREFIX,
  type RealtimeConnectionHandler,
  type RealtimeConnectionInfo,
  type RealtimeSocket,
} from './RealtimeSocket.ts';

// The Pusher Channels wire protocol (version 7, what pusher-js 8 speaks), server side, written once
// against RealtimeSocket: the local server serves it over a real WebSocket (the `ws` package) and
// the msw hosts over an intercepted one (realtime/mswPusher.ts). What it does:
//
// - on connect: checks /app/{key} and ?protocol=, then sends pusher:connection_established with a
//   socket_id and activity_timeout (seconds);
// - pusher:subscribe { channel, auth }: private-* channels need `auth`, the app's HMAC-SHA256 of
//   `socket_id:channel` that POST /api/broadcasting/auth hands out to users allowed to join; on
//   success pusher_internal:subscription_succeeded, else pusher:subscription_error on the channel
//   (pusher-js emits it on the channel object, as it does for a refused auth call); channels
//   without a prefix are public and need no auth; encrypted channels are refused;
// - presence-* channels (issue 23) need `auth` over `socket_id:channel:channel_data` and the
//   `channel_data` itself ({ user_id, user_info }, user_info at most 1 KB, 100 users a channel);
//   the subscriber gets subscription_succeeded with { presence: { ids, hash, count } }, and the
//   others pusher_internal:member_added when a user's first socket joins and member_removed when
//   their last one leaves (unsubscribe or close); user ids go out as strings;
// - client-* events (Laravel Echo's whisper) on a private or presence channel the socket is
//   subscribed to go to the channel's other sockets, with the sender's `user_id` on a presence
//   channel, at most 10 a second per socket (then pusher:error 4301); elsewhere pusher:error;
// - pusher:unsubscribe { channel }; pusher:ping → pusher:pong; anything else, and frames that are
//   not JSON objects with a string `event`, get pusher:error (code null) and the connection stays
//   open;
// - every bus message on a subscribed channel goes out as { event, channel, data } with data as a
//   JSON string, as Pusher delivers what Laravel broadcasts, except to the socket that made the
//   change (the write's X-Socket-ID);
// - after activity_timeout without a frame from the client it sends pusher:ping, and closes with
//   4201 when nothing answers within the pong timeout.

/** Close and error codes of the Pusher protocol this server uses. */
export const PUSHER_CLOSE_CODES = {
  /** App does not exist (unknown key). */
  appDoesNotExist: 4001,
  /** The path is not /app/{key}. */
  pathNotFound: 4005,
  /** `protocol` is not a number. */
  invalidVersion: 4006,
  /** `protocol` outside the versions supported. */
  unsupportedProtocol: 4007,
  /** No `protocol` query parameter. */
  noProtocol: 4008,
  /** Pong reply not received in time. */
  pongNotReceived: 4201,
  /** Client event rejected due to rate limit (a pusher:error code; the socket stays open). */
  clientEventRateLimit: 4301,
} as const;

/** The protocol versions accepted (pusher-js 8 speaks 7). */
export const PUSHER_PROTOCOL_VERSIONS = { min: 5, max: 7 } as const;

/** Pusher's channel name rule (the socket's and the HTTP API's). */
export const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]{1,164}$/;

export interface PusherServerOptions {
  /** The app whose key clients connect with and whose secret signs channels. */
  readonly app?: { readonly key: string; readonly secret: string };
  /** Sent in connection_established; the server pings after this much silence (default 120). */
  readonly activityTimeoutSeconds?: number;
  /** How long a ping waits for any frame before the server closes with 4201 (default 30 s). */
  readonly pongTimeoutMs?: number;
  /** Channels one connection may hold (default 100). */
  readonly maxChannels?: number;
  /** Longest frame read, in characters (default 64 KiB); longer ones get pusher:error. */
  readonly maxFrameLength?: number;
  /** Whether client-* events are relayed, the app setting Echo's whisper needs (default true). */
  readonly clientEvents?: boolean;
  /** Client events one connection may send a second (default 10, Pusher's limit). */
  readonly clientEventsPerSecond?: number;
  /** Users one presence channel may hold (default 100, Pusher's limit). */
  readonly maxPresenceMembers?: number;
}

/** Pusher's limit on a presence member's user id (its user_info's is PRESENCE_INFO_MAX_BYTES). */
const MAX_USER_ID_LENGTH = 128;
/** Pusher's limit on an event's data, in bytes (10 KB): client events' and the HTTP API's. */
export const MAX_DATA_BYTES = 10_240;
const MAX_EVENT_NAME_LENGTH = 200;

interface ClientFrame {
  readonly event: string;
  readonly data: unknown;
  readonly channel: string | undefined;
}

/** A Pusher server for RealtimeConnectionHandler's hosts. */
export function createPusherConnectionHandler(
  options: PusherServerOptions = {},
): RealtimeConnectionHandler {
  const settings = {
    app: options.app ?? PUSHER_APP,
    activityTimeoutSeconds: options.activityTimeoutSeconds ?? 120,
    pongTimeoutMs: options.pongTimeoutMs ?? 30_000,
    maxChannels: options.maxChannels ?? 100,
    maxFrameLength: options.maxFrameLength ?? 65_536,
    clientEvents: options.clientEvents ?? true,
    clientEventsPerSecond: options.clientEventsPerSecond ?? 10,
    maxPresenceMembers: options.maxPresenceMembers ?? 100,
  };
  return (socket, info, backend) => servePusherConnection(socket, info, backend, settings);
}

/** The fake's Pusher server with the app of PUSHER_APP: the local server's default. */
export const servePusher: RealtimeConnectionHandler = createPusherConnectionHandler();

/** A socket id as Pusher issues them: two random integers joined by a dot. */
function newSocketId(): string {
  const [high = 0, low = 0] = crypto.getRandomValues(new Uint32Array(2));
  return `${high}.${low}`;
}

function encodeData(data: unknown): string {
  try {
    return JSON.stringify(data ?? null) ?? 'null';
  } catch {
    // A payload that is not JSON (a cycle, a BigInt) cannot cross the wire.
    return 'null';
  }
}

function parseFrame(frame: string): ClientFrame | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame);
  } catch {
    return 'Invalid JSON: a frame must be a JSON object.';
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return 'Invalid message: a frame must be a JSON object.';
  }
  const message = parsed as Record<string, unknown>;
  if (typeof message.event !== 'string' || message.event === '') {
    return 'Invalid message: the event must be a non-empty string.';
  }
  let data = message.data;
  // pusher-js sends data as an object; other clients send it JSON-encoded, as the server does.
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      // Plain string data stays a string.
    }
  }
  return {
    event: message.event,
    data,
    channel: typeof message.channel === 'string' ? message.channel : undefined,
  };
}

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/** A subscription refusal: pusher:subscription_error's data. */
interface Refusal {
  readonly type: string;
  readonly status: number;
  readonly error: string;
}

/** The member a presence subscription's `channel_data` names, or why it is refused. */
function readPresenceMember(channelData: string): PresenceMember | Refusal {
  const invalid = (error: string): Refusal => ({ type: 'ChannelError', status: 400, error });
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return invalid('Invalid channel_data: it must be a JSON object.');
  }
  const userId = field(parsed, 'user_id');
  if (
    !(typeof userId === 'string' && userId !== '') &&
    !(typeof userId === 'number' && Number.isFinite(userId))
  )
    return invalid('Invalid channel_data: user_id must be a non-empty string or a number.');
  const id = String(userId);
  if (id.length > MAX_USER_ID_LENGTH)
    return invalid(
      `Invalid channel_data: user_id is longer than ${MAX_USER_ID_LENGTH} characters.`,
    );
  const info = field(parsed, 'user_info') ?? null;
  if (byteLength(encodeData(info)) > PRESENCE_INFO_MAX_BYTES)
    return {
      type: 'LimitReached',
      status: 4301,
      error: `The maximum size for a channel member is ${PRESENCE_INFO_MAX_BYTES / 1024} KB.`,
    };
  return { user_id: id, user_info: info };
}

function field(data: unknown, name: string): unknown {
  return data !== null && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, unknown>)[name]
    : undefined;
}

function servePusherConnection(
  socket: RealtimeSocket,
  info: RealtimeConnectionInfo,
  backend: MockBackend,
  settings: Required<PusherServerOptions>,
): void {
  let closed = false;
  /** Each subscribed channel's way out: stop listening, and leave its presence. */
  const subscriptions = new Map<string, () => void>();
  /** The user this socket is in each presence channel: its client events carry the id. */
  const presenceUsers = new Map<string, string>();
  const presence = presenceRegistry(backend.bus);
  /** When the client events of the last second were sent, for the rate limit. */
  const clientEventTimes: number[] = [];
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const send = (message: object) => {
    if (closed) return;
    try {
      socket.send(JSON.stringify(message));
    } catch (error) {
      // The transport went away under us; its close event cleans up.
      console.warn('[mock-api] realtime send failed', error);
    }
  };
  const sendError = (message: string, code: number | null = null, channel?: string) =>
    send({
      event: 'pusher:error',
      ...(channel === undefined ? {} : { channel }),
      data: { code, message },
    });
  const sendChannelEvent = (event: string, channel: string, data: unknown, userId?: string) =>
    send({
      event,
      channel,
      data: encodeData(data),
      ...(userId === undefined ? {} : { user_id: userId }),
    });

  const cleanUp = () => {
    if (closed) return;
    closed = true;
    clearTimeout(idleTimer);
    clearTimeout(pongTimer);
    for (const unsubscribe of subscriptions.values()) unsubscribe();
    subscriptions.clear();
  };
  const close = (code: number, reason: string) => {
    if (closed) return;
    sendError(reason, code);
    cleanUp();
    try {
      socket.close(code, reason);
    } catch (error) {
      console.warn('[mock-api] realtime close failed', error);
    }
  };
  socket.onClose(cleanUp);

  const refusal = checkConnectionUrl(info.url, settings.app.key);
  if (refusal !== null) {
    close(refusal.code, refusal.message);
    return;
  }

  const socketId = newSocketId();

  const resetActivity = () => {
    clearTimeout(idleTimer);
    clearTimeout(pongTimer);
    if (closed) return;
    idleTimer = setTimeout(() => {
      send({ event: 'pusher:ping', data: '{}' });
      pongTimer = setTimeout(
        () => close(PUSHER_CLOSE_CODES.pongNotReceived, 'Pong reply not received'),
        settings.pongTimeoutMs,
      );
    }, settings.activityTimeoutSeconds * 1000);
  };

  const subscriptionError = (channel: string, type: string, status: number, error: string) =>
    sendChannelEvent('pusher:subscription_error', channel, { type, error, status });

  /** What a presence subscriber gets: every user in the channel, once each (at most 100). */
  const presenceData = (channel: string) => {
    const all = presence.members(channel);
    const members = [...all].slice(0, settings.maxPresenceMembers);
    return {
      presence: {
        ids: members.map(([id]) => id),
        hash: Object.fromEntries(members),
        count: all.size,
      },
    };
  };

  /** Leaves a presence channel; the others hear member_removed when it was the user's last socket. */
  const leavePresence = (channel: string) => {
    presenceUsers.delete(channel);
    const left = presence.leave(channel, socketId);
    if (left !== null)
      backend.bus.publish(
        channel,
        'pusher_internal:member_removed',
        { user_id: left.user_id },
        socketId,
      );
  };

  const subscribe = async (data: unknown) => {
    const channel = field(data, 'channel');
    if (typeof channel !== 'string' || channel === '') {
      sendError('pusher:subscribe needs a channel name.');
      return;
    }
    if (!CHANNEL_NAME.test(channel)) {
      if (channel.length <= 200) {
        subscriptionError(channel, 'ChannelError', 400, `Invalid channel name: ${channel}`);
      } else sendError('Invalid channel name.');
      return;
    }
    const isPresence = channel.startsWith('presence-');
    if (subscriptions.has(channel)) {
      // Subscribing again is harmless: confirm once more.
      sendChannelEvent(
        'pusher_internal:subscription_succeeded',
        channel,
        isPresence ? presenceData(channel) : {},
      );
      return;
    }
    if (channel.startsWith('private-encrypted-')) {
      subscriptionError(
        channel,
        'ChannelError',
        400,
        'Encrypted channels are not supported by the fake.',
      );
      return;
    }
    let member: PresenceMember | null = null;
    if (isPresence || channel.startsWith('private-')) {
      const auth = field(data, 'auth');
      if (typeof auth !== 'string' || auth === '') {
        subscriptionError(
          channel,
          'AuthError',
          401,
          `Auth info required to subscribe to ${channel}`,
        );
        return;
      }
      const channelData = field(data, 'channel_data');
      if (isPresence && typeof channelData !== 'string') {
        subscriptionError(
          channel,
          'AuthError',
          401,
          `Presence channels need channel_data, signed with the auth, to subscribe to ${channel}`,
        );
        return;
      }
      const signed = isPresence ? (channelData as string) : undefined;
      const valid = await verifyChannelAuth(
        settings.app,
        socketId,
        channel,
        auth.slice(0, 300),
        signed,
      );
      if (closed) return;
      if (!valid) {
        subscriptionError(
          channel,
          'AuthError',
          401,
          `Invalid signature: expected HMAC SHA256 hex digest of ${socketId}:${channel}${isPresence ? ':channel_data' : ''}`,
        );
        return;
      }
      if (signed !== undefined) {
        const read = readPresenceMember(signed);
        if ('error' in read) {
          subscriptionError(channel, read.type, read.status, read.error);
          return;
        }
        const members = presence.members(channel);
        if (!members.has(read.user_id) && members.size >= settings.maxPresenceMembers) {
          subscriptionError(
            channel,
            'LimitReached',
            4100,
            'The maximum members per presence channel limit was reached',
          );
          return;
        }
        member = read;
      }
    }
    if (subscriptions.size >= settings.maxChannels) {
      subscriptionError(
        channel,
        'ChannelError',
        400,
        `A connection may subscribe to at most ${settings.maxChannels} channels.`,
      );
      return;
    }
    const stopListening = backend.bus.subscribe((message: BroadcastMessage) => {
      if (message.exceptSocketId !== socketId)
        sendChannelEvent(message.event, channel, message.data, message.userId);
    }, channel);
    if (member === null) {
      subscriptions.set(channel, stopListening);
      sendChannelEvent('pusher_internal:subscription_succeeded', channel, {});
      return;
    }
    subscriptions.set(channel, () => {
      stopListening();
      leavePresence(channel);
    });
    presenceUsers.set(channel, member.user_id);
    // The others hear of a user's first socket; the subscriber then gets everyone, itself included.
    if (presence.join(channel, socketId, member))
      backend.bus.publish(channel, 'pusher_internal:member_added', member, socketId);
    sendChannelEvent('pusher_internal:subscription_succeeded', channel, presenceData(channel));
  };

  /** A client-* event: relayed to the channel's other sockets, as Pusher does. */
  const clientEvent = (message: ClientFrame) => {
    const { channel, event } = message;
    if (!settings.clientEvents) {
      sendError('Client events are not enabled for this app.', null, channel);
      return;
    }
    if (channel === undefined || !/^(private|presence)-/.test(channel)) {
      sendError(
        'Client event rejected - only supported on private and presence channels',
        null,
        channel,
      );
      return;
    }
    if (!subscriptions.has(channel)) {
      sendError(
        `Client event rejected - not subscribed to ${channel.slice(0, 200)}`,
        null,
        channel,
      );
      return;
    }
    if (event.length > MAX_EVENT_NAME_LENGTH) {
      sendError(
        `Client event rejected - the event name is longer than ${MAX_EVENT_NAME_LENGTH} characters`,
        null,
        channel,
      );
      return;
    }
    if (byteLength(encodeData(message.data)) > MAX_DATA_BYTES) {
      sendError('Client event rejected - the data is larger than 10 KB', null, channel);
      return;
    }
    const now = Date.now();
    while (clientEventTimes.length > 0 && now - (clientEventTimes[0] ?? now) >= 1000)
      clientEventTimes.shift();
    if (clientEventTimes.length >= settings.clientEventsPerSecond) {
      sendError(
        'Client event rejected due to rate limit',
        PUSHER_CLOSE_CODES.clientEventRateLimit,
        channel,
      );
      return;
    }
    clientEventTimes.push(now);
    backend.bus.publish(channel, event, message.data, socketId, presenceUsers.get(channel));
  };

  const unsubscribe = (data: unknown) => {
    const channel = field(data, 'channel');
    if (typeof channel !== 'string') {
      sendError('pusher:unsubscribe needs a channel name.');
      return;
    }
    subscriptions.get(channel)?.();
    subscriptions.delete(channel);
  };

  const handleFrame = async (frame: string) => {
    if (frame.length > settings.maxFrameLength) {
      sendError(`Message too large: at most ${settings.maxFrameLength} characters.`);
      return;
    }
    const message = parseFrame(frame);
    if (typeof message === 'string') {
      sendError(message);
      return;
    }
    switch (message.event) {
      case 'pusher:ping':
        send({ event: 'pusher:pong', data: '{}' });
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        await subscribe(message.data);
        return;
      case 'pusher:unsubscribe':
        unsubscribe(message.data);
        return;
      case 'pusher:signin':
        sendError('User authentication (pusher:signin) is not supported by the fake.');
        return;
      default:
        if (message.event.startsWith('client-')) clientEvent(message);
        else sendError(`Unsupported event: ${message.event.slice(0, 100)}`);
    }
  };

  // Frames are handled one after another (checking a signature is asynchronous), so a subscribe
  // followed by an unsubscribe of the same channel ends unsubscribed.
  let queue: Promise<void> = Promise.resolve();
  socket.onMessage((frame) => {
    if (closed) return;
    resetActivity();
    queue = queue
      .then(() => handleFrame(frame))
      .catch((error: unknown) => {
        console.error('[mock-api] realtime frame failed', error);
        sendError('Server error');
      });
  });

  send({
    event: 'pusher:connection_established',
    data: encodeData({
      socket_id: socketId,
      activity_timeout: settings.activityTimeoutSeconds,
    }),
  });
  resetActivity();
}

/** Null when the URL is /app/{our key}?protocol={5..7}, else why not. */
function checkConnectionUrl(
  url: URL,
  key: string,
): { readonly code: number; readonly message: string } | null {
  const path = url.pathname;
  const appKey = path.startsWith(PUSHER_PATH_PREFIX)
    ? path.slice(PUSHER_PATH_PREFIX.length).replace(/\/$/, '')
    : '';
  if (appKey === '' || appKey.includes('/')) {
    return { code: PUSHER_CLOSE_CODES.pathNotFound, message: 'Path not found' };
  }
  if (appKey !== key) {
    return {
      code: PUSHER_CLOSE_CODES.appDoesNotExist,
      message: `App key ${decodeURIComponentSafe(appKey).slice(0, 64)} does not exist`,
    };
  }
  const protocol = url.searchParams.get('protocol');
  if (protocol === null || protocol === '') {
    return { code: PUSHER_CLOSE_CODES.noProtocol, message: 'No protocol version supplied' };
  }
  if (!/^\d{1,3}$/.test(protocol)) {
    return { code: PUSHER_CLOSE_CODES.invalidVersion, message: 'Invalid version string format' };
  }
  const version = Number(protocol);
  if (version < PUSHER_PROTOCOL_VERSIONS.min || version > PUSHER_PROTOCOL_VERSIONS.max) {
    return {
      code: PUSHER_CLOSE_CODES.unsupportedProtocol,
      message: 'Unsupported protocol version',
    };
  }
  return null;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
