import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin, ProxyOptions } from 'vite';
import { RUNTIME_CONFIG_PATH } from '../src/features/realtime/runtimeConfigPath.ts';

/** Every path the API answers, proxied from the portal's origin so cookies stay same-site. */
export const API_PATHS = [
  '/api',
  '/sanctum',
  '/code',
  '/password',
  '/submit-form',
  '/__mock',
] as const;

/**
 * The proxy rules (a key starting with '^' is a pattern to Vite): each path and what is under it,
 * not every path starting with its letters (`/apps/…`, `/application` and `/api-docs` stay the
 * portal's).
 */
export function proxyTo(target: string): Record<string, ProxyOptions> {
  const proxy: Record<string, ProxyOptions> = Object.fromEntries(
    API_PATHS.map((path) => [`^${path}(?:[/?#]|$)`, { target, changeOrigin: true }]),
  );
  // Pusher's socket (the fake's /app/{key}); a real backend's Pusher is reached directly.
  proxy['^/app/'] = { target: target.replace(/^http/, 'ws'), ws: true, changeOrigin: true };
  return proxy;
}

/** What the plugin tells others (Vite's plugin `api`): where the fake it started listens. */
export interface ApiPluginApi {
  /** The fake's own origin (its Pusher HTTP API, say), when this server started one. */
  readonly mockApiUrl: string | undefined;
}

/** The fake's realtime settings for a page of this request's origin (src/features/realtime). */
export function fakeRealtimeSettings(
  key: string,
  request: Pick<IncomingMessage, 'headers'> & { readonly socket: { readonly encrypted?: boolean } },
) {
  const [hostname = 'localhost', port] = (request.headers.host ?? 'localhost').split(':');
  const forwarded = request.headers['x-forwarded-proto'];
  const https = request.socket.encrypted === true || forwarded === 'https';
  return {
    key,
    host: hostname,
    port: port === undefined ? (https ? 443 : 80) : Number(port),
    scheme: https ? 'https' : 'http',
  };
}

/**
 * Serves /airtime-config.json with the fake's realtime settings (the socket through this server's
 * /app proxy): the key comes from the server that runs the fake, never from the build.
 */
function runtimeConfig(key: string): Connect.NextHandleFunction {
  return (request: IncomingMessage, response: ServerResponse, next) => {
    if (request.url?.split('?')[0] !== RUNTIME_CONFIG_PATH) return next();
    response.setHeader('Content-Type', 'application/json');
    response.setHeader('Cache-Control', 'no-store');
    response.end(JSON.stringify({ realtime: fakeRealtimeSettings(key, request as never) }));
  };
}

/**
 * Where the portal's API calls go in `vite` and `vite preview` (decisions §4): to VITE_API_URL when
 * it is set (the real backend), else to the fake backend's local server, started here on a free
 * port (MOCK_API_PORT to pick one), which also answers /airtime-config.json with the fake's
 * realtime settings. Builds are untouched: the demo mode runs the fake in the page.
 */
export function apiPlugin(): Plugin<ApiPluginApi> {
  // The fake this server started, if any: its origin, its realtime key and how to stop it.
  let fake: { readonly url: string; readonly key: string; close(): Promise<void> } | undefined;
  return {
    name: 'airtime-api',
    api: {
      get mockApiUrl() {
        return fake?.url;
      },
    },
    async config(_config, env) {
      if (env.command === 'build' || env.mode === 'demo') return;
      const apiUrl = process.env.VITE_API_URL;
      if (apiUrl !== undefined && apiUrl !== '') {
        return { server: { proxy: proxyTo(apiUrl) }, preview: { proxy: proxyTo(apiUrl) } };
      }
      const { PUSHER_APP, startMockApiServer } = await import('@airtime/mock-api/server');
      const dataFile = process.env.MOCK_API_DATA_FILE;
      const mock = await startMockApiServer({
        port: Number(process.env.MOCK_API_PORT ?? 0),
        // 'memory' keeps nothing on disk (the end-to-end tests start from fresh data).
        ...(dataFile === 'memory' ? { dataFile: null } : {}),
      });
      fake = { url: mock.url, key: PUSHER_APP.key, close: () => mock.close() };
      return { server: { proxy: proxyTo(mock.url) }, preview: { proxy: proxyTo(mock.url) } };
    },
    configureServer(server) {
      if (fake !== undefined) server.middlewares.use(runtimeConfig(fake.key));
      server.httpServer?.once('close', () => void fake?.close());
    },
    configurePreviewServer(server) {
      if (fake !== undefined) server.middlewares.use(runtimeConfig(fake.key));
      server.httpServer.once('close', () => void fake?.close());
    },
  };
}
