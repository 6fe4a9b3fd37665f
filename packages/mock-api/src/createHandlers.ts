import type { HttpHandler } from 'msw';
import type { MockBackend } from './backend/createMockBackend.ts';
import { toHandler } from './http/toHandler.ts';
import { getRoutes } from './routes.ts';

/**
 * The msw handlers of the whole fake API over one backend. All three hosts use exactly these:
 * the local server (through getResponse), the browser (setupWorker) and Node tests (setupServer).
 */
export function createHandlers(backend: MockBackend): HttpHandler[] {
  return getRoutes().map((route) => toHandler(route, backend));
}
