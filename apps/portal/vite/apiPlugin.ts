import type { Plugin, ProxyOptions } from 'vite';

/** Every path the API answers, proxied from the portal's origin so cookies stay same-site. */
const API_PATHS = ['/api', '/sanctum', '/code', '/password', '/submit-form', '/__mock'] as const;

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

/**
 * Where the portal's API calls go in `vite` and `vite preview` (decisions §4): to VITE_API_URL when
 * it is set (the real backend), else to the fake backend's local server, started here on a free
 * port (MOCK_API_PORT to pick one). Builds are untouched: the demo mode runs the fake in the page.
 */
export function apiPlugin(): Plugin {
  let stop: (() => Promise<void>) | undefined;
  return {
    name: 'airtime-api',
    async config(_config, env) {
      if (env.command === 'build' || env.mode === 'demo') return;
      const apiUrl = process.env.VITE_API_URL;
      if (apiUrl !== undefined && apiUrl !== '') {
        return { server: { proxy: proxyTo(apiUrl) }, preview: { proxy: proxyTo(apiUrl) } };
      }
      const { startMockApiServer } = await import('@airtime/mock-api/server');
      const dataFile = process.env.MOCK_API_DATA_FILE;
      const mock = await startMockApiServer({
        port: Number(process.env.MOCK_API_PORT ?? 0),
        // 'memory' keeps nothing on disk (the end-to-end tests start from fresh data).
        ...(dataFile === 'memory' ? { dataFile: null } : {}),
      });
      stop = () => mock.close();
      return { server: { proxy: proxyTo(mock.url) }, preview: { proxy: proxyTo(mock.url) } };
    },
    configureServer(server) {
      server.httpServer?.once('close', () => void stop?.());
    },
    configurePreviewServer(server) {
      server.httpServer.once('close', () => void stop?.());
    },
  };
}
