// The fake Pusher app: its credentials and how a client connects to it on each host. Nothing here
// is secret: the key and secret exist only in this fake, which runs on this machine.

/** The fake app's credentials (the auth endpoint signs with the secret, the socket checks it). */
export const PUSHER_APP = {
  id: 'airtime-mock',
  key: 'airtime-mock-key',
  secret: 'airtime-mock-secret',
  cluster: 'mt1',
} as const;

/** POST socket_id and channel_name here to authorize a private channel (decisions §5). */
export const BROADCASTING_AUTH_PATH = '/api/broadcasting/auth';

/**
 * Where the msw hosts (browser service worker, Node tests) intercept pusher-js: nothing listens on
 * this address, msw answers it in the page or process. Unencrypted (ws://), as pusher-js connects
 * with forceTLS false.
 */
export const INTERCEPTED_PUSHER_HOST = 'localhost';
export const INTERCEPTED_PUSHER_PORT = 6001;

/** The URL pattern msw's `ws.link` intercepts. */
export const INTERCEPTED_PUSHER_URL = `ws://${INTERCEPTED_PUSHER_HOST}:${INTERCEPTED_PUSHER_PORT}/app/*`;

/**
 * How pusher-js connects to the fake: pass `key` as its first argument and the rest as options,
 * with the auth endpoint as `channelAuthorization` (`authEndpoint` is pusher-js's older, deprecated
 * spelling of the same):
 *
 * ```ts
 * const { key, authEndpoint, ...options } = PUSHER_CONFIG.intercepted;
 * new Pusher(key, {
 *   ...options,
 *   channelAuthorization: {
 *     endpoint: authEndpoint,
 *     transport: 'ajax',
 *     // the auth call is an unsafe request like any other: it needs the XSRF header
 *     // (and x-impersonate-token while impersonating)
 *     headersProvider: () => ({ 'X-XSRF-TOKEN': readXsrfCookie() }),
 *   },
 * });
 * ```
 */
export interface PusherClientConfig {
  readonly key: string;
  readonly cluster: string;
  readonly wsHost: string;
  readonly wsPort: number;
  readonly wssPort: number;
  readonly forceTLS: false;
  readonly enabledTransports: readonly ['ws'];
  /** Relative to the page's origin; make it absolute where there is no page (Node). */
  readonly authEndpoint: string;
}

function config(wsHost: string, wsPort: number): PusherClientConfig {
  return {
    key: PUSHER_APP.key,
    cluster: PUSHER_APP.cluster,
    wsHost,
    wsPort,
    wssPort: wsPort,
    forceTLS: false,
    enabledTransports: ['ws'],
    authEndpoint: BROADCASTING_AUTH_PATH,
  };
}

/** The connection settings per host. */
export const PUSHER_CONFIG = {
  /** The browser host and the Node test host: msw intercepts ws://localhost:6001/app/{key}. */
  intercepted: config(INTERCEPTED_PUSHER_HOST, INTERCEPTED_PUSHER_PORT),
  /** The local server on its default address (`pnpm --filter @airtime/mock-api serve`). */
  localServer: config('127.0.0.1', 4010),
} as const satisfies Record<string, PusherClientConfig>;

/**
 * The settings for the local server at `origin` (e.g. `server.url`, or the portal dev server's
 * origin, which proxies /app with `ws: true`). The auth endpoint is absolute, so it also works
 * where there is no page to resolve it against (Node).
 */
export function pusherConfigForOrigin(origin: string | URL): PusherClientConfig {
  const url = new URL(origin);
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  return {
    ...config(url.hostname, port),
    authEndpoint: new URL(BROADCASTING_AUTH_PATH, url).href,
  };
}
