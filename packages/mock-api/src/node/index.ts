// @airtime/mock-api/node: the fake in Node tests (msw/node), plus a fetch that keeps cookies.

import { type SetupServer, setupServer } from 'msw/node';
import {
  createMockBackend,
  type MockBackend,
  type MockBackendOptions,
} from '../backend/createMockBackend.ts';
import { createHandlers } from '../createHandlers.ts';
import { createRealtimeHandlers } from '../realtime/mswPusher.ts';

export { installNodeFormGlobals } from './nodeFormGlobals.ts';
export { createSessionFetch, type SessionFetch } from './sessionFetch.ts';

export interface MockServer {
  /** msw's server: call listen() before the tests and close() after. */
  readonly server: SetupServer;
  readonly backend: MockBackend;
}

/**
 * The fake API intercepted in this Node process: every fetch to any origin whose path a handler
 * knows is answered in memory, and WebSockets to ws://localhost:6001/app/{key} by the fake Pusher
 * server (PUSHER_CONFIG.intercepted; pusher-js's worker build, whose WebSocket msw intercepts).
 * Seeds the default scale unless told otherwise.
 */
export function setupMockServer(options: MockBackendOptions = {}): MockServer {
  const backend = createMockBackend(options);
  return {
    server: setupServer(...createHandlers(backend), ...createRealtimeHandlers(backend)),
    backend,
  };
}
