import type { RealtimeConfig } from '@airtime/api-client';

/** The fake backend's Pusher app key (mock-api PUSHER_APP.key), used unless VITE_PUSHER_KEY says. */
export const MOCK_PUSHER_KEY = 'airtime-mock-key';

/** The demo build's socket: msw intercepts it in the page (mock-api PUSHER_CONFIG.intercepted). */
const DEMO_CONFIG: RealtimeConfig = {
  key: MOCK_PUSHER_KEY,
  cluster: 'mt1',
  wsHost: 'localhost',
  wsPort: 6001,
  wssPort: 6001,
  forceTLS: false,
  enabledTransports: ['ws'],
};

interface Env {
  readonly MODE: string;
  readonly VITE_PUSHER_KEY?: string | undefined;
  readonly VITE_PUSHER_CLUSTER?: string | undefined;
  /** A real backend's Pusher server, reached directly rather than through the page's proxy. */
  readonly VITE_PUSHER_HOST?: string | undefined;
  readonly VITE_PUSHER_PORT?: string | undefined;
}

/**
 * Where pusher-js connects (decisions §4, §5): the page's own origin, whose dev and preview
 * servers proxy `/app` to the fake's socket (VITE_PUSHER_HOST and VITE_PUSHER_PORT point at a real
 * backend's Pusher instead); in the demo build, the socket msw intercepts inside the page.
 */
export function getRealtimeConfig(
  page: Pick<Location, 'hostname' | 'port' | 'protocol'> = window.location,
  env: Env = import.meta.env,
): RealtimeConfig {
  if (env.MODE === 'demo') return DEMO_CONFIG;
  const isTls = page.protocol === 'https:';
  const pagePort = page.port === '' ? (isTls ? 443 : 80) : Number(page.port);
  const port = env.VITE_PUSHER_PORT ? Number(env.VITE_PUSHER_PORT) : pagePort;
  return {
    key: env.VITE_PUSHER_KEY || MOCK_PUSHER_KEY,
    cluster: env.VITE_PUSHER_CLUSTER || 'mt1',
    wsHost: env.VITE_PUSHER_HOST || page.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: isTls,
    // pusher-js names its WebSocket transport 'ws' with or without TLS.
    enabledTransports: ['ws'],
  };
}
