import { describe, expect, it } from 'vitest';
import {
  INTERCEPTED_PUSHER_URL,
  PUSHER_APP,
  PUSHER_CONFIG,
  pusherConfigForOrigin,
} from './pusherApp.ts';

describe('PUSHER_CONFIG', () => {
  it('points the msw hosts at the intercepted address, unencrypted, WebSocket only', () => {
    expect(PUSHER_CONFIG.intercepted).toEqual({
      key: PUSHER_APP.key,
      cluster: 'mt1',
      wsHost: 'localhost',
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: false,
      enabledTransports: ['ws'],
      authEndpoint: '/api/broadcasting/auth',
    });
    expect(INTERCEPTED_PUSHER_URL).toBe('ws://localhost:6001/app/*');
    expect(PUSHER_CONFIG.localServer).toMatchObject({ wsHost: '127.0.0.1', wsPort: 4010 });
  });

  it.each([
    ['http://127.0.0.1:41234', '127.0.0.1', 41234, 'http://127.0.0.1:41234/api/broadcasting/auth'],
    [
      'http://localhost:5173/some/page',
      'localhost',
      5173,
      'http://localhost:5173/api/broadcasting/auth',
    ],
    ['http://demo.test', 'demo.test', 80, 'http://demo.test/api/broadcasting/auth'],
    ['https://demo.test', 'demo.test', 443, 'https://demo.test/api/broadcasting/auth'],
  ])('derives the settings for %s', (origin, wsHost, wsPort, authEndpoint) => {
    expect(pusherConfigForOrigin(origin)).toMatchObject({
      key: PUSHER_APP.key,
      wsHost,
      wsPort,
      wssPort: wsPort,
      authEndpoint,
    });
  });
});
