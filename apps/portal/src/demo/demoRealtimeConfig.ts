import type { RealtimeConfig } from '@airtime/api-client';

/** The demo build's socket: the fake's, which msw intercepts in the page (mock-api PUSHER_CONFIG). */
export const DEMO_REALTIME_CONFIG: RealtimeConfig = {
  key: 'airtime-mock-key',
  cluster: 'mt1',
  wsHost: 'localhost',
  wsPort: 6001,
  wssPort: 6001,
  forceTLS: false,
  enabledTransports: ['ws'],
};
