import type { RealtimeConfig } from '@airtime/api-client';
import { PUSHER_CONFIG } from '@airtime/mock-api/browser';

/** The demo build's socket: the fake's, which msw intercepts in the page. */
export const DEMO_REALTIME_CONFIG: RealtimeConfig = PUSHER_CONFIG.intercepted;
