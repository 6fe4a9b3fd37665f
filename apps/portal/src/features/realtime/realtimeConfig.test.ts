import { describe, expect, it } from 'vitest';
import { getRealtimeConfig, MOCK_PUSHER_KEY } from './realtimeConfig.ts';

const page = (protocol: string, hostname: string, port: string) => ({ protocol, hostname, port });

describe('getRealtimeConfig', () => {
  it('connects through the page’s own origin, which proxies /app', () => {
    expect(getRealtimeConfig(page('http:', 'localhost', '5173'), { MODE: 'development' })).toEqual({
      key: MOCK_PUSHER_KEY,
      cluster: 'mt1',
      wsHost: 'localhost',
      wsPort: 5173,
      wssPort: 5173,
      forceTLS: false,
      enabledTransports: ['ws'],
    });
  });

  it('uses TLS and the default port behind https, and the configured key', () => {
    expect(
      getRealtimeConfig(page('https:', 'app.airtime.test', ''), {
        MODE: 'production',
        VITE_PUSHER_KEY: 'real-key',
      }),
    ).toMatchObject({ key: 'real-key', wsHost: 'app.airtime.test', wsPort: 443, forceTLS: true });
  });

  it('reaches a real backend’s Pusher server directly when told where', () => {
    expect(
      getRealtimeConfig(page('http:', 'localhost', '5173'), {
        MODE: 'development',
        VITE_PUSHER_HOST: 'ws.backend.test',
        VITE_PUSHER_PORT: '6001',
      }),
    ).toMatchObject({ wsHost: 'ws.backend.test', wsPort: 6001, wssPort: 6001 });
  });

  it('uses the socket the fake intercepts in the demo build', () => {
    expect(getRealtimeConfig(page('https:', 'demo.test', ''), { MODE: 'demo' })).toMatchObject({
      key: MOCK_PUSHER_KEY,
      wsHost: 'localhost',
      wsPort: 6001,
      forceTLS: false,
    });
  });
});
