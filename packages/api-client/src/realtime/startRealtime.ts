import {
  getAppType,
  type Notification as UserNotification,
  type UserProfile,
} from '@airtime/domain';
import type Pusher from 'pusher-js';
import type { ChannelAuthorizationHandler, Options as PusherOptions } from 'pusher-js';
import { authorizeChannel } from '../endpoints/broadcasting.ts';
import type { HttpClient } from '../http/createHttpClient.ts';
import { type ApiCache, revalidateCached } from '../swr/cacheUpdates.ts';
import { applyRealtimeEvent } from './applyRealtimeEvent.ts';
import { showBrowserNotification } from './browserNotifications.ts';
import {
  attachPresenceConnection,
  detachPresenceConnection,
  type PresenceConnection,
} from './presenceLink.ts';
import { channelsFor, REALTIME } from './realtimeChannels.ts';
import { missedUrls } from './realtimePaths.ts';

type PusherClass = typeof Pusher;
type Transport = NonNullable<PusherOptions['enabledTransports']>[number];

/** Where the Pusher connection goes (the real app's settings, or the fake's PUSHER_CONFIG). */
export interface RealtimeConfig {
  readonly key: string;
  readonly cluster: string;
  readonly wsHost?: string;
  readonly wsPort?: number;
  readonly wssPort?: number;
  readonly forceTLS?: boolean;
  readonly enabledTransports?: readonly Transport[];
  /** The channel authorization path on the API, when not /api/broadcasting/auth. */
  readonly authEndpoint?: string;
}

/** pusher-js's connection states, 'loading' while pusher-js itself loads, 'stopped' after stop(). */
export type RealtimeState =
  | 'loading'
  | 'initialized'
  | 'connecting'
  | 'connected'
  | 'unavailable'
  | 'failed'
  | 'disconnected'
  | 'stopped';

/** What pusher-js hands to a failed subscription (its own auth failures, or the server's). */
export interface SubscriptionError {
  readonly type: string;
  readonly error: string;
  readonly status?: number;
}

export interface RealtimeOptions {
  /** Authorizes channels through `request` (CSRF, 419 retry, impersonation apply). */
  readonly client: HttpClient;
  readonly config: RealtimeConfig;
  /** The signed-in (or impersonated) user: their channel, and the agency one for agency staff. */
  readonly user: Pick<UserProfile, 'id' | 'business_role'>;
  /** The SWR cache the events update: `useApiCache()` in React. */
  readonly cache: ApiCache;
  /** pusher-js, loaded when realtime starts, so apps that never start it do not bundle it. */
  readonly loadPusher?: () => Promise<PusherClass | { readonly default: PusherClass }>;
  /**
   * Called when the own profile's counts may have changed (notification.created, thread.updated):
   * pass the session's `refreshProfile`, which holds the profile outside SWR. SWR's cached
   * answers of the own profile (getOwnProfile) are refetched either way.
   */
  readonly refreshProfile?: () => unknown;
  /** Each notification.created, decoded. */
  readonly onNotification?: (notification: UserNotification) => void;
  /**
   * Show notification.created as a browser notification (when permission is granted and the tab
   * is hidden; a click focuses the window, then calls onNotificationClick), or do this.
   */
  readonly notify?: boolean | ((notification: UserNotification) => void);
  /**
   * A browser notification shown by `notify: true` was clicked, after the window came forward:
   * e.g. open the inbox at the conversation and message it names (`thread_visibility`,
   * `message_id`, when it has them).
   */
  readonly onNotificationClick?: (notification: UserNotification) => void;
  readonly onStateChange?: (state: RealtimeState) => void;
  readonly onSubscribed?: (channel: string) => void;
  /** A channel refused (e.g. its authorization failed); realtime carries on with the others. */
  readonly onSubscriptionError?: (channel: string, error: SubscriptionError) => void;
  /** Malformed payloads and refused channels; console.warn by default. */
  readonly onWarning?: (message: string) => void;
}

export interface RealtimeHandle {
  /** Leaves every channel and closes the connection (on sign-out, or when the user changes). */
  stop(): void;
  readonly state: RealtimeState;
}

const loadPusherJs = () => import('pusher-js');

/** The pusher-js options: the config, and channel authorization through the HTTP client. */
function pusherOptions(config: RealtimeConfig, authorize: ChannelAuthorizationHandler) {
  const { key: _key, authEndpoint: _authEndpoint, enabledTransports, ...connection } = config;
  return {
    ...connection,
    ...(enabledTransports === undefined ? {} : { enabledTransports: [...enabledTransports] }),
    channelAuthorization: { customHandler: authorize },
  } satisfies PusherOptions;
}

/**
 * Connects to Pusher (decisions §5) and keeps the SWR cache live: the user joins their own
 * channel (agency staff also the agency one), each event updates what it changes, and once the
 * channels are joined (at the start, and again after a dropped connection comes back) the cached
 * answers in use that may have missed an event are refetched.
 *
 * ```ts
 * const realtime = startRealtime({ client, config, user: profile, cache: useApiCache(), notify: true });
 * realtime.stop();
 * ```
 */
export function startRealtime(options: RealtimeOptions): RealtimeHandle {
  const { client, cache, user } = options;
  const warn =
    options.onWarning ?? ((message: string) => console.warn(`[api-client] realtime: ${message}`));
  const channels = channelsFor(user);
  let state: RealtimeState = 'loading';
  let pusher: Pusher | null = null;
  let presence: PresenceConnection | null = null;

  const setState = (next: RealtimeState) => {
    if (next === state) return;
    state = next;
    options.onStateChange?.(next);
  };

  const notify =
    options.notify === true
      ? (notification: UserNotification) =>
          showBrowserNotification(notification, undefined, undefined, options.onNotificationClick)
      : options.notify === false
        ? undefined
        : options.notify;
  const context = {
    cache,
    userId: user.id,
    warn,
    refreshProfile: options.refreshProfile,
    onNotification: (notification: UserNotification) => {
      options.onNotification?.(notification);
      notify?.(notification);
    },
  };

  const authorizeCall =
    options.config.authEndpoint === undefined
      ? authorizeChannel
      : { ...authorizeChannel, path: options.config.authEndpoint };
  // Failures go to pusher-js's callback, which emits pusher:subscription_error (spec §8). A
  // presence channel's refusal is quiet: presence is a nicety, never a toast.
  const authorize: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
    client
      .request(authorizeCall, {
        body: { socket_id: socketId, channel_name: channelName },
        ...(channelName.startsWith('presence-') ? { quiet: true } : {}),
      })
      .then(
        ({ auth, channel_data }) =>
          callback(null, channel_data === undefined ? { auth } : { auth, channel_data }),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      );
  };

  // Once every channel has settled, after the first connection (the page read its data before)
  // and after each reconnect (pusher-js subscribes again), refetch what may have changed
  // meanwhile: events sent before a subscription is in are lost.
  let subscribing: Set<string> | null = null;
  const settled = (channel: string) => {
    if (subscribing === null || !subscribing.delete(channel) || subscribing.size > 0) return;
    subscribing = null;
    void revalidateCached(cache, missedUrls(getAppType(user.business_role) === 'agency'));
  };

  const connect = (Pusher: PusherClass) => {
    const instance = new Pusher(options.config.key, pusherOptions(options.config, authorize));
    pusher = instance;
    // Writes name this socket, so their own events come back to other tabs only.
    client.setSocketId(() => instance.connection.socket_id ?? null);
    instance.connection.bind('state_change', ({ current }: { current: RealtimeState }) => {
      setState(current);
      if (current === 'connected') subscribing = new Set(channels);
    });
    // Pages' presence (usePresence) rides this connection.
    presence = attachPresenceConnection(client, instance);
    for (const name of channels) {
      const channel = instance.subscribe(name);
      channel.bind('pusher:subscription_succeeded', () => {
        options.onSubscribed?.(name);
        settled(name);
      });
      channel.bind('pusher:subscription_error', (error: SubscriptionError) => {
        warn(`Could not join ${name}: ${error.error}`);
        options.onSubscriptionError?.(name, error);
        settled(name);
      });
      for (const event of Object.values(REALTIME.events)) {
        channel.bind(event, (data: unknown) => void applyRealtimeEvent(context, event, data));
      }
    }
  };

  (options.loadPusher ?? loadPusherJs)()
    .then((loaded) => {
      if (state === 'stopped') return;
      connect('default' in loaded ? loaded.default : loaded);
    })
    .catch((error: unknown) => {
      if (state === 'stopped') return;
      warn(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
      setState('failed');
    });

  return {
    stop() {
      if (presence !== null) {
        detachPresenceConnection(client, presence);
        presence = null;
      }
      if (pusher !== null) {
        pusher.unbind_all();
        pusher.connection.unbind_all();
        pusher.disconnect();
        pusher = null;
        client.setSocketId(null);
      }
      setState('stopped');
    },
    get state() {
      return state;
    },
  };
}
