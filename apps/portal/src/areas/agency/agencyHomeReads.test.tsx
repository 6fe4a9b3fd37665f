import type { PersonaKey } from '@airtime/mock-api';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WAIT } from '../../test/agencyQueries.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import {
  createTestRouter,
  renderRouter,
  servicesFor,
  TEST_ORIGIN,
} from '../../test/renderRoute.tsx';
import { preloadAgencyHome } from './agencyHomeReads.ts';

const mock = setupAgencyMockApi();

/** Every API read asked of the fake while `during` runs and until all have been answered. */
async function readsDuring(during: () => Promise<void>): Promise<string[]> {
  const reads: string[] = [];
  let answered = 0;
  const onRequest = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.startsWith('/api/'))
      reads.push(`${url.pathname}${url.search}`);
  };
  const onAnswer = ({ request }: { request: Request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.startsWith('/api/'))
      answered += 1;
  };
  mock.server.events.on('request:start', onRequest);
  mock.server.events.on('response:mocked', onAnswer);
  try {
    await during();
    await waitFor(() => expect(answered).toBe(reads.length), WAIT);
  } finally {
    mock.server.events.removeListener('request:start', onRequest);
    mock.server.events.removeListener('response:mocked', onAnswer);
  }
  return reads;
}

/** The month's events the revenue figure adds up: asked on purpose once the lists have come. */
const REVENUE_READ = /^\/api\/new-events\?.*aired=/;

/** The session's own check of who is signed in, as the app starts. */
const SESSION_READ = '/api/user';

describe('preloadAgencyHome', () => {
  it.each<PersonaKey>(['admin', 'finance', 'ops', 'prospector'])(
    "starts every read %s's home shows, and the home asks for nothing more",
    async (persona) => {
      const { services, jar } = await servicesFor(persona);
      await services.session.ensureProfile();
      const preloaded = await readsDuring(async () => {
        preloadAgencyHome({
          params: {},
          url: new URL(`${TEST_ORIGIN}/agency/home`),
          client: services.client,
          session: services.session,
        });
        // The preloads' fetches go out on the next turns.
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(preloaded.length).toBeGreaterThan(0);
      const askedByThePage = await readsDuring(async () => {
        renderRouter(createTestRouter('/agency/home'), { services, jar });
        await screen.findByRole('heading', { level: 1, name: 'Home' }, WAIT);
        // Every figure and list has its answer.
        await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBe(null), WAIT);
      });
      const notPreloaded = askedByThePage.filter(
        (read) => !REVENUE_READ.test(read) && read !== SESSION_READ && !preloaded.includes(read),
      );
      expect(notPreloaded).toEqual([]);
    },
  );
});
