import type { RealtimeConfig } from '@airtime/api-client';
import { RUNTIME_CONFIG_PATH } from './runtimeConfigPath.ts';

// Where the realtime socket lives (decisions §5) is configuration with Laravel's usual names: key,
// cluster, host, port, scheme (https → TLS) and the auth endpoint. With only a key and cluster it is
// Pusher Channels; with a host it is Soketi, Reverb or the fake. Without a key, realtime is off:
// a build never falls back to the fake's key. The settings come from the build (VITE_* below) and,
// read when realtime starts, from the deployment's /airtime-config.json, whose fields win.

/** Realtime settings, by Laravel's names. */
export interface RealtimeSettings {
  readonly enabled?: boolean;
  readonly key?: string;
  readonly cluster?: string;
  readonly host?: string;
  readonly port?: number;
  readonly scheme?: 'http' | 'https';
  /** The channel authorization path on the API (default /api/broadcasting/auth). */
  readonly authEndpoint?: string;
}

/** The build's variables: Laravel's Pusher names, or its Reverb ones when a Reverb key is set. */
export interface RealtimeEnv {
  readonly VITE_REALTIME?: string | undefined;
  readonly VITE_PUSHER_APP_KEY?: string | undefined;
  readonly VITE_PUSHER_APP_CLUSTER?: string | undefined;
  readonly VITE_PUSHER_HOST?: string | undefined;
  readonly VITE_PUSHER_PORT?: string | undefined;
  readonly VITE_PUSHER_SCHEME?: string | undefined;
  readonly VITE_REVERB_APP_KEY?: string | undefined;
  readonly VITE_REVERB_HOST?: string | undefined;
  readonly VITE_REVERB_PORT?: string | undefined;
  readonly VITE_REVERB_SCHEME?: string | undefined;
  readonly VITE_BROADCASTING_AUTH_ENDPOINT?: string | undefined;
}

/** Why a setting was not taken; the rest still apply. */
export type ConfigWarn = (message: string) => void;

const DEFAULT_CLUSTER = 'mt1';

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** Reads and checks settings from the env or the runtime file; what is malformed is left out. */
export function readSettings(raw: Readonly<Record<string, unknown>>, warn: ConfigWarn) {
  const settings: { -readonly [K in keyof RealtimeSettings]: RealtimeSettings[K] } = {};
  const text = (name: 'key' | 'cluster' | 'host' | 'authEndpoint') => {
    const value = raw[name];
    if (value === undefined || value === null || value === '') return;
    if (typeof value === 'string' && value.trim() !== '' && value.length <= 255)
      settings[name] = value.trim();
    else warn(`realtime ${name} must be a string: left out`);
  };
  text('key');
  text('cluster');
  text('host');
  text('authEndpoint');
  if (settings.host !== undefined && !/^[a-z0-9.-]+$/i.test(settings.host)) {
    warn(`realtime host must be a host name, without a scheme or port: left out`);
    delete settings.host;
  }
  if (settings.authEndpoint !== undefined && !settings.authEndpoint.startsWith('/')) {
    warn('realtime authEndpoint must be a path on the API (starting with /): left out');
    delete settings.authEndpoint;
  }
  const port = typeof raw.port === 'string' ? present(raw.port) : raw.port;
  if (port !== undefined && port !== null) {
    const number = Number(port);
    if (Number.isInteger(number) && number > 0 && number < 65_536) settings.port = number;
    else warn('realtime port must be a whole number from 1 to 65535: left out');
  }
  const scheme = typeof raw.scheme === 'string' ? raw.scheme.trim().toLowerCase() : raw.scheme;
  if (scheme === 'http' || scheme === 'https') settings.scheme = scheme;
  else if (scheme !== undefined && scheme !== null && scheme !== '')
    warn('realtime scheme must be http or https: left out');
  const enabled = raw.enabled;
  if (typeof enabled === 'boolean') settings.enabled = enabled;
  else if (enabled === 'on' || enabled === 'true') settings.enabled = true;
  else if (enabled === 'off' || enabled === 'false') settings.enabled = false;
  else if (enabled !== undefined && enabled !== null && enabled !== '')
    warn('realtime enabled must be true or false (on or off): left out');
  return settings as RealtimeSettings;
}

/** The build's settings: VITE_REVERB_* when VITE_REVERB_APP_KEY is set, else VITE_PUSHER_*. */
export function settingsFromEnv(env: RealtimeEnv, warn: ConfigWarn): RealtimeSettings {
  const reverb = present(env.VITE_REVERB_APP_KEY) !== undefined;
  return readSettings(
    {
      enabled: present(env.VITE_REALTIME),
      key: present(reverb ? env.VITE_REVERB_APP_KEY : env.VITE_PUSHER_APP_KEY),
      cluster: present(env.VITE_PUSHER_APP_CLUSTER),
      host: present(reverb ? env.VITE_REVERB_HOST : env.VITE_PUSHER_HOST),
      port: present(reverb ? env.VITE_REVERB_PORT : env.VITE_PUSHER_PORT),
      scheme: present(reverb ? env.VITE_REVERB_SCHEME : env.VITE_PUSHER_SCHEME),
      authEndpoint: present(env.VITE_BROADCASTING_AUTH_ENDPOINT),
    },
    warn,
  );
}

/**
 * What pusher-js gets for these settings, or null when realtime is off (switched off, or no key).
 * A host is a self-hosted Pusher server (Soketi, Reverb, the fake): its port serves ws or wss as
 * the scheme says (https unless told http). Without one it is Pusher Channels in the cluster.
 */
export function toRealtimeConfig(settings: RealtimeSettings): RealtimeConfig | null {
  if (settings.enabled === false || settings.key === undefined) return null;
  const cluster = settings.cluster ?? DEFAULT_CLUSTER;
  const auth = settings.authEndpoint === undefined ? {} : { authEndpoint: settings.authEndpoint };
  const tls = settings.scheme !== 'http';
  if (settings.host === undefined) return { key: settings.key, cluster, forceTLS: tls, ...auth };
  return {
    key: settings.key,
    cluster,
    wsHost: settings.host,
    wsPort: settings.port ?? 80,
    wssPort: settings.port ?? 443,
    forceTLS: tls,
    // pusher-js calls its WebSocket transport 'ws' with TLS or without; 'wss' is the same for it.
    enabledTransports: tls ? ['ws', 'wss'] : ['ws'],
    ...auth,
  };
}

/** The runtime file's `realtime` object, or nothing when there is no file or it is not JSON. */
export async function fetchRuntimeSettings(
  warn: ConfigWarn,
  fetchImpl: typeof fetch = fetch,
): Promise<Readonly<Record<string, unknown>>> {
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_PATH, {
      headers: { accept: 'application/json' },
      cache: 'no-cache',
    });
    // A host that serves the app for every path answers HTML here: that is no file.
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return {};
    const body: unknown = await response.json();
    const realtime =
      body !== null && typeof body === 'object' ? (body as Record<string, unknown>).realtime : null;
    if (realtime === undefined) return {};
    if (realtime === null || typeof realtime !== 'object' || Array.isArray(realtime)) {
      warn(`${RUNTIME_CONFIG_PATH}: realtime must be an object: left out`);
      return {};
    }
    return realtime as Record<string, unknown>;
  } catch {
    warn(`${RUNTIME_CONFIG_PATH} could not be read: the build's realtime settings apply`);
    return {};
  }
}

/**
 * The realtime settings of this page, read as realtime starts: the demo build's fake socket, else
 * the build's settings under the runtime file's. Null when realtime is off.
 */
export async function loadRealtimeConfig(warn: ConfigWarn): Promise<RealtimeConfig | null> {
  // MODE is replaced at build time: other builds carry nothing of the demo's fake socket.
  if (import.meta.env.MODE === 'demo')
    return (await import('../../demo/demoRealtimeConfig.ts')).DEMO_REALTIME_CONFIG;
  const runtime = await fetchRuntimeSettings(warn);
  return toRealtimeConfig({
    ...settingsFromEnv(import.meta.env as RealtimeEnv, warn),
    ...readSettings(runtime, (message) => warn(`${RUNTIME_CONFIG_PATH}: ${message}`)),
  });
}
