import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { MockBackend } from '../backend/createMockBackend.ts';
import { anyRoute, defineControlRoute } from '../http/route.ts';
import { presenceRegistry } from '../realtime/presenceRegistry.ts';
import { PUSHER_APP } from '../realtime/pusherApp.ts';
import { CHANNEL_NAME, MAX_DATA_BYTES } from '../realtime/pusherProtocol.ts';
import { SOCKET_ID_PATTERN, verifyHmacHex } from '../realtime/pusherSignature.ts';

// Pusher's HTTP API, as a backend publishes through it (decisions §5: Laravel's Pusher broadcaster,
// the `pusher` Node SDK): POST /apps/{appId}/events and /batch_events put events on the bus the
// fake's sockets read, and GET /apps/{appId}/channels[/{name}[/users]] tell which channels are
// occupied. Every call is signed as Pusher's are: auth_key, auth_timestamp (within 600 s),
// auth_version 1.0, body_md5 of a body, and auth_signature, the HMAC-SHA256 with the app secret of
// "METHOD\npath\nquery" (the other parameters sorted by name, `key=value` joined by &). Errors are
// plain text with Pusher's statuses: 400 bad request, 401 bad signature or clock, 403 unknown key,
// 404 unknown app, 413 too large.

const MAX_EVENT_NAME = 200;
const MAX_CHANNELS = 100;
const MAX_BATCH = 10;
const MAX_CLOCK_SKEW_SECONDS = 600;

type App = { readonly id: string; readonly key: string; readonly secret: string };

class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** Checks the request's signature and clock; throws an ApiError when it is not the app's. */
async function checkSignature(
  app: App,
  method: string,
  url: URL,
  body: string,
  nowMs: number,
): Promise<void> {
  const query = url.searchParams;
  const key = query.get('auth_key');
  const timestamp = query.get('auth_timestamp');
  const signature = query.get('auth_signature');
  if (
    key === null ||
    timestamp === null ||
    signature === null ||
    query.get('auth_version') === null
  )
    throw new ApiError(401, 'Missing auth_key, auth_timestamp, auth_version or auth_signature');
  if (key !== app.key) throw new ApiError(403, 'Unknown auth_key');
  if (query.get('auth_version') !== '1.0') throw new ApiError(401, 'Unsupported auth_version');
  const now = Math.floor(nowMs / 1000);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS)
    throw new ApiError(
      401,
      `Timestamp expired: Given timestamp (${timestamp.slice(0, 20)}) not within ${MAX_CLOCK_SKEW_SECONDS}s of server time (${now})`,
    );
  if (body !== '') {
    const expected = bytesToHex(md5(new TextEncoder().encode(body)));
    if (query.get('body_md5') !== expected) throw new ApiError(401, 'Invalid body_md5');
  }
  const signed = [...query.entries()]
    .filter(([name]) => name !== 'auth_signature')
    .map(([name, value]) => [name.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  if (!(await verifyHmacHex(app.secret, `${method}\n${url.pathname}\n${signed}`, signature)))
    throw new ApiError(
      401,
      'Invalid signature: you should have sent HmacSHA256Hex(string_to_sign, secret)',
    );
}

function readJson(body: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new ApiError(400, 'Request body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new ApiError(400, 'Request body must be a JSON object');
  return parsed as Record<string, unknown>;
}

/** One event to publish, checked: its channels, name, data and the socket to leave out. */
interface ApiEvent {
  readonly channels: readonly string[];
  readonly name: string;
  readonly data: unknown;
  readonly socketId: string | undefined;
  readonly info: readonly string[];
}

function readEvent(
  event: Record<string, unknown>,
  channelsField: 'channels' | 'channel',
): ApiEvent {
  const { name, data, socket_id: socketId, info } = event;
  if (typeof name !== 'string' || name === '' || name.length > MAX_EVENT_NAME)
    throw new ApiError(400, `Event name must be a string of 1 to ${MAX_EVENT_NAME} characters`);
  const channels =
    channelsField === 'channels' && Array.isArray(event.channels)
      ? event.channels
      : typeof event.channel === 'string'
        ? [event.channel]
        : null;
  if (channels === null || channels.length === 0)
    throw new ApiError(400, 'Missing channels: give `channels` (a list) or `channel`');
  if (channels.length > MAX_CHANNELS)
    throw new ApiError(400, `An event may go to at most ${MAX_CHANNELS} channels`);
  for (const channel of channels) {
    if (typeof channel !== 'string' || !CHANNEL_NAME.test(channel))
      throw new ApiError(400, `Invalid channel name: ${String(channel).slice(0, 200)}`);
  }
  if (typeof data !== 'string') throw new ApiError(400, 'Event data must be a string');
  if (new TextEncoder().encode(data).length > MAX_DATA_BYTES)
    throw new ApiError(413, `Event data is larger than ${MAX_DATA_BYTES} bytes`);
  if (socketId !== undefined && (typeof socketId !== 'string' || !SOCKET_ID_PATTERN.test(socketId)))
    throw new ApiError(400, 'Invalid socket_id');
  if (info !== undefined && typeof info !== 'string')
    throw new ApiError(400, 'info must be a string');
  return {
    channels: channels as string[],
    name,
    data: parseData(data),
    socketId,
    info: info === undefined ? [] : info.split(','),
  };
}

/** Data crosses the bus as a value: JSON text parsed, anything else kept as the string it is. */
function parseData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function publish(backend: MockBackend, event: ApiEvent): void {
  for (const channel of event.channels)
    backend.bus.publish(channel, event.name, event.data, event.socketId);
}

/** The attributes `info` asks for, of one channel (subscription_count; user_count of presence). */
function channelInfo(backend: MockBackend, channel: string, info: readonly string[]) {
  return {
    ...(info.includes('subscription_count')
      ? { subscription_count: backend.bus.subscriptionCounts().get(channel) ?? 0 }
      : {}),
    ...(info.includes('user_count') && channel.startsWith('presence-')
      ? { user_count: presenceRegistry(backend.bus).members(channel).size }
      : {}),
  };
}

/**
 * A route of the HTTP API: the app id in the path must be the app's, and the request signed with
 * its secret. The body is read as text, as its MD5 is part of what is signed.
 */
function apiRoute<const P extends `/apps/:appId${string}`>(
  method: 'GET' | 'POST',
  path: P,
  handle: (input: {
    readonly backend: MockBackend;
    readonly url: URL;
    readonly params: Record<string, string>;
    readonly body: string;
  }) => unknown,
) {
  const app: App = PUSHER_APP;
  return anyRoute(
    defineControlRoute({
      method,
      path,
      async handle({ request, url, params, backend }) {
        try {
          const { appId } = params as Record<string, string>;
          if (appId !== app.id)
            throw new ApiError(404, `Unknown app: ${String(appId).slice(0, 64)}`);
          const body = method === 'POST' ? await request.text() : '';
          await checkSignature(app, method, url, body, backend.now().getTime());
          return answer(
            await handle({ backend, url, params: params as Record<string, string>, body }),
          );
        } catch (error) {
          if (error instanceof ApiError) return text(error.status, error.message);
          throw error;
        }
      },
    }),
  );
}

export const pusherHttpApiRoutes = [
  apiRoute('POST', '/apps/:appId/events', ({ backend, body }) => {
    const event = readEvent(readJson(body), 'channels');
    publish(backend, event);
    if (event.info.length === 0) return {};
    return {
      channels: Object.fromEntries(
        event.channels.map((channel) => [channel, channelInfo(backend, channel, event.info)]),
      ),
    };
  }),

  apiRoute('POST', '/apps/:appId/batch_events', ({ backend, body }) => {
    const { batch } = readJson(body);
    if (!Array.isArray(batch) || batch.length === 0)
      throw new ApiError(400, 'batch must be a non-empty list of events');
    if (batch.length > MAX_BATCH)
      throw new ApiError(400, `Batch too large: at most ${MAX_BATCH} events`);
    // Every event is checked before any is published: a bad batch publishes nothing.
    const events = batch.map((event: unknown) => {
      if (event === null || typeof event !== 'object' || Array.isArray(event))
        throw new ApiError(400, 'Each batch event must be a JSON object');
      return readEvent(event as Record<string, unknown>, 'channel');
    });
    for (const event of events) publish(backend, event);
    if (events.every((event) => event.info.length === 0)) return {};
    return {
      batch: events.map((event) =>
        event.info.length === 0 ? {} : channelInfo(backend, event.channels[0] ?? '', event.info),
      ),
    };
  }),

  apiRoute('GET', '/apps/:appId/channels', ({ backend, url }) => {
    const prefix = url.searchParams.get('filter_by_prefix') ?? '';
    const info = (url.searchParams.get('info') ?? '').split(',').filter(Boolean);
    if (info.includes('user_count') && !prefix.startsWith('presence-'))
      throw new ApiError(
        400,
        'user_count may only be requested for presence channels (filter_by_prefix=presence-)',
      );
    const channels: Record<string, object> = {};
    const users = info.includes('user_count') ? presenceRegistry(backend.bus).userCounts() : null;
    for (const [channel, count] of backend.bus.subscriptionCounts()) {
      if (count > 0 && channel.startsWith(prefix))
        channels[channel] = users === null ? {} : { user_count: users.get(channel) ?? 0 };
    }
    return { channels };
  }),

  apiRoute('GET', '/apps/:appId/channels/:channel', ({ backend, url, params }) => {
    const channel = params.channel ?? '';
    if (!CHANNEL_NAME.test(channel)) throw new ApiError(400, 'Invalid channel name');
    const info = (url.searchParams.get('info') ?? '').split(',').filter(Boolean);
    const counts = backend.bus.subscriptionCounts();
    return { occupied: (counts.get(channel) ?? 0) > 0, ...channelInfo(backend, channel, info) };
  }),

  apiRoute('GET', '/apps/:appId/channels/:channel/users', ({ backend, params }) => {
    const channel = params.channel ?? '';
    if (!channel.startsWith('presence-'))
      throw new ApiError(400, 'Users may only be listed for presence channels');
    return {
      users: [...presenceRegistry(backend.bus).members(channel).keys()].map((id) => ({ id })),
    };
  }),
];
