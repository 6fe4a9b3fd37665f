// Unmodified pusher-js in Node tests: its worker build, which uses the global WebSocket and fetch
// (msw intercepts both; the default Node build uses faye-websocket, which msw cannot), signed in
// through a SessionFetch's cookie jar.

import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import type { SessionFetch } from '../node/sessionFetch.ts';
import type { PusherClientConfig } from '../realtime/pusherApp.ts';

export type PusherClass = typeof Pusher;
export type PusherClient = Pusher;
export type { Channel };

/** The worker build of pusher-js (it reads `self` when it loads). */
export async function loadPusher(): Promise<PusherClass> {
  (globalThis as { self?: unknown }).self ??= globalThis;
  const module = await import('pusher-js/dist/worker/pusher.worker.js');
  return module.default;
}

/**
 * A pusher-js client configured as the portal would be, whose auth calls carry the session's
 * cookies and XSRF token (and an impersonation token when given).
 */
export function connectPusher(
  PusherClass: PusherClass,
  config: PusherClientConfig,
  session: SessionFetch,
  options: { readonly authEndpoint?: string; readonly impersonateToken?: string } = {},
): PusherClient {
  const { key, authEndpoint, enabledTransports, ...rest } = config;
  return new PusherClass(key, {
    ...rest,
    enabledTransports: [...enabledTransports],
    channelAuthorization: {
      endpoint: options.authEndpoint ?? authEndpoint,
      transport: 'ajax',
      headersProvider: () => ({
        cookie: [...session.cookies]
          .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
          .join('; '),
        'X-XSRF-TOKEN': session.cookies.get('XSRF-TOKEN') ?? '',
        accept: 'application/json',
        ...(options.impersonateToken === undefined
          ? {}
          : { 'x-impersonate-token': options.impersonateToken }),
      }),
    },
  });
}

/** Resolves once the client is connected; rejects if it fails or becomes unavailable. */
export function connected(client: PusherClient): Promise<string> {
  return new Promise((resolve, reject) => {
    if (client.connection.state === 'connected') {
      resolve(client.connection.socket_id);
      return;
    }
    client.connection.bind('state_change', (states: { current: string }) => {
      if (states.current === 'connected') resolve(client.connection.socket_id);
      if (states.current === 'failed' || states.current === 'unavailable') {
        reject(new Error(`pusher-js is ${states.current}`));
      }
    });
  });
}

export interface SubscriptionError {
  readonly type: string;
  readonly error: string;
  readonly status?: number;
}

/** Subscribes; resolves with the channel when it succeeds, with the error when it fails. */
export function subscribe(
  client: PusherClient,
  channelName: string,
): Promise<{ channel: Channel; error: SubscriptionError | null }> {
  const channel = client.subscribe(channelName);
  return new Promise((resolve) => {
    channel.bind('pusher:subscription_succeeded', () => resolve({ channel, error: null }));
    channel.bind('pusher:subscription_error', (error: SubscriptionError) =>
      resolve({ channel, error }),
    );
  });
}

/** The next `event` on the channel's data. */
export function nextEvent<T = unknown>(channel: Channel, event: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (data: T) => {
      channel.unbind(event, listener);
      resolve(data);
    };
    channel.bind(event, listener);
  });
}

/** Every non-internal event the client receives, on any channel. */
export function recordEvents(
  client: PusherClient,
): Array<{ channel: string | undefined; event: string; data: unknown }> {
  const seen: Array<{ channel: string | undefined; event: string; data: unknown }> = [];
  // pusher-js's global emitter gets (event, data) without the channel; the connection's
  // 'message' event has all three.
  client.connection.bind(
    'message',
    (message: { event: string; channel?: string; data: unknown }) => {
      if (!message.event.startsWith('pusher')) {
        seen.push({ channel: message.channel, event: message.event, data: message.data });
      }
    },
  );
  return seen;
}
