import { describe, expect, it } from 'vitest';
import {
  fetchRuntimeSettings,
  type RealtimeEnv,
  readSettings,
  settingsFromEnv,
  toRealtimeConfig,
} from './realtimeConfig.ts';

const quiet = () => {};

/** The config a deployment gets from its build's env and its runtime file's realtime object. */
function configFor(env: RealtimeEnv, runtime: Record<string, unknown> = {}) {
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  const config = toRealtimeConfig({
    ...settingsFromEnv(env, warn),
    ...readSettings(runtime, warn),
  });
  return { config, warnings };
}

describe('where the realtime socket lives (decisions §5)', () => {
  it.each<[string, RealtimeEnv, Record<string, unknown>, object | null]>([
    ['no key: realtime off, never the fake’s key', {}, {}, null],
    [
      'Pusher Channels: a key and cluster only, TLS to the cluster’s host',
      { VITE_PUSHER_APP_KEY: 'live-key', VITE_PUSHER_APP_CLUSTER: 'eu' },
      {},
      { key: 'live-key', cluster: 'eu', forceTLS: true },
    ],
    [
      'Soketi over https: the host’s port is the wss port, TLS on',
      {
        VITE_PUSHER_APP_KEY: 'soketi-key',
        VITE_PUSHER_HOST: 'ws.example.com',
        VITE_PUSHER_PORT: '443',
        VITE_PUSHER_SCHEME: 'https',
      },
      {},
      {
        key: 'soketi-key',
        cluster: 'mt1',
        wsHost: 'ws.example.com',
        wsPort: 443,
        wssPort: 443,
        forceTLS: true,
        enabledTransports: ['ws', 'wss'],
      },
    ],
    [
      'Soketi over http: ws on the port, TLS off',
      {
        VITE_PUSHER_APP_KEY: 'app-key',
        VITE_PUSHER_HOST: 'soketi.internal',
        VITE_PUSHER_PORT: '6001',
        VITE_PUSHER_SCHEME: 'http',
      },
      {},
      { wsHost: 'soketi.internal', wsPort: 6001, forceTLS: false, enabledTransports: ['ws'] },
    ],
    [
      'a host with no port or scheme: https on 443 (Laravel’s defaults)',
      { VITE_PUSHER_APP_KEY: 'k', VITE_PUSHER_HOST: 'ws.example.com' },
      {},
      { wsPort: 80, wssPort: 443, forceTLS: true },
    ],
    [
      'Reverb: its names win when a Reverb key is set',
      {
        VITE_PUSHER_APP_KEY: 'pusher-key',
        VITE_REVERB_APP_KEY: 'reverb-key',
        VITE_REVERB_HOST: 'reverb.example.com',
        VITE_REVERB_PORT: '8080',
        VITE_REVERB_SCHEME: 'http',
      },
      {},
      { key: 'reverb-key', wsHost: 'reverb.example.com', wsPort: 8080, forceTLS: false },
    ],
    [
      'the fake behind the preview server, given by the runtime file',
      {},
      { key: 'airtime-mock-key', host: 'localhost', port: 4173, scheme: 'http' },
      { key: 'airtime-mock-key', wsHost: 'localhost', wsPort: 4173, forceTLS: false },
    ],
    [
      'the runtime file’s fields win over the build’s',
      { VITE_PUSHER_APP_KEY: 'build-key', VITE_PUSHER_APP_CLUSTER: 'us2' },
      { key: 'runtime-key' },
      { key: 'runtime-key', cluster: 'us2', forceTLS: true },
    ],
    [
      'switched off at run time, whatever the build says',
      { VITE_PUSHER_APP_KEY: 'build-key' },
      { enabled: false },
      null,
    ],
    ['switched off in the build', { VITE_PUSHER_APP_KEY: 'k', VITE_REALTIME: 'off' }, {}, null],
    [
      'another auth endpoint on the API',
      { VITE_PUSHER_APP_KEY: 'k', VITE_BROADCASTING_AUTH_ENDPOINT: '/broadcasting/auth' },
      {},
      { authEndpoint: '/broadcasting/auth' },
    ],
  ])('%s', (_name, env, runtime, expected) => {
    const { config, warnings } = configFor(env, runtime);
    expect(warnings).toEqual([]);
    if (expected === null) expect(config).toBeNull();
    else expect(config).toMatchObject(expected);
  });

  it('Pusher Channels gets no host of its own: pusher-js picks the cluster’s', () => {
    const { config } = configFor({ VITE_PUSHER_APP_KEY: 'k', VITE_PUSHER_APP_CLUSTER: 'ap1' });
    expect(config).not.toHaveProperty('wsHost');
    expect(config).not.toHaveProperty('wsPort');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a port out of range', { port: 70_000 }, 'port'],
    ['a port that is not a number', { port: 'eighty' }, 'port'],
    ['a scheme other than http and https', { scheme: 'ftp' }, 'scheme'],
    ['a host with a scheme', { host: 'https://ws.example.com' }, 'host'],
    ['a key that is not a string', { key: 42 }, 'key'],
    ['an auth endpoint that is not a path', { authEndpoint: 'broadcasting/auth' }, 'authEndpoint'],
    ['a switch that is not true or false', { enabled: 'maybe' }, 'enabled'],
  ])('leaves out %s with a warning, and keeps the rest', (_name, runtime, field) => {
    const { config, warnings } = configFor(
      { VITE_PUSHER_APP_KEY: 'k', VITE_PUSHER_HOST: 'ws.example.com', VITE_PUSHER_PORT: '6001' },
      runtime,
    );
    expect(warnings).toEqual([expect.stringContaining(field)]);
    expect(config).toMatchObject({ key: 'k', wsHost: 'ws.example.com', wsPort: 6001 });
  });
});

describe('the runtime file', () => {
  const answer = (body: string, contentType: string, status = 200) =>
    (async () =>
      new Response(body, { status, headers: { 'content-type': contentType } })) as typeof fetch;

  it('gives its realtime object', async () => {
    const file = answer('{"realtime":{"key":"k","host":"h"}}', 'application/json');
    expect(await fetchRuntimeSettings(quiet, file)).toEqual({ key: 'k', host: 'h' });
  });

  it.each([
    ['no file (404)', answer('Not found', 'text/plain', 404)],
    [
      'the app’s HTML, as a host that serves it for every path answers',
      answer('<!doctype html>', 'text/html'),
    ],
    ['a file with no realtime object', answer('{"other":1}', 'application/json')],
  ])('gives nothing for %s', async (_name, file) => {
    expect(await fetchRuntimeSettings(quiet, file)).toEqual({});
  });

  it('gives nothing, with a warning, for a file that is not JSON or a network failure', async () => {
    const warnings: string[] = [];
    const broken = answer('{"realtime":', 'application/json');
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await fetchRuntimeSettings((message) => warnings.push(message), broken)).toEqual({});
    expect(await fetchRuntimeSettings((message) => warnings.push(message), offline)).toEqual({});
    expect(warnings).toHaveLength(2);
  });
});
