import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { type LoadedRequest, loadCold } from './support/coldLoad.ts';
import type { PersonaKey } from './support/personas.ts';
import { setupE2E } from './support/setup.ts';

// Issue 17, 'data started by the route': on a cold load of each measured route, the page's reads
// start from the route (its preload), not from the page's components once they render, and the
// page's hooks take those answers instead of asking again.

const e2e = setupE2E();

/** How late the page's own module arrives: data that waits for the page to render comes later. */
const PAGE_MODULE_DELAY_MS = 2_000;

const ROUTES: readonly {
  readonly path: string;
  readonly persona: PersonaKey;
  /** The page module's chunk, named after it by the build. */
  readonly chunk: string;
  /** Reads the page starts itself on purpose, once others have come ('url' pattern). */
  readonly waits?: RegExp;
}[] = [
  // The revenue's month of events waits for the lists (AgencyHome.tsx's RevenueFigure).
  {
    path: '/agency/home',
    persona: 'superadmin',
    chunk: 'AgencyHomePage',
    waits: /\/api\/new-events\?.*aired=/,
  },
  { path: '/brand/home', persona: 'brand', chunk: 'BrandHomePage' },
  { path: '/creator/home', persona: 'creator', chunk: 'PerformancePage' },
  { path: '/agency/inbox?thread=brand.3.internal', persona: 'superadmin', chunk: 'InboxPage' },
];

/** Calls that are the session's, not the page's (as coldLoad counts them). */
const SESSION_PATHS = new Set(['/api/user', '/sanctum/csrf-cookie', '/api/broadcasting/auth']);

/** A thread list or thread, which reading its newest messages refetches (it shows read). */
const READ_REFRESHED = /^\/api\/threads(\/[a-z_]+\/\d+\/[a-z]+)?$/;

/** Whether `request` is a thread or thread list read again once a page of its messages came. */
function isReadRefresh(request: LoadedRequest, api: readonly LoadedRequest[]): boolean {
  return (
    READ_REFRESHED.test(request.path) &&
    api.some(
      (other) => /^\/api\/threads\/\d+\/messages$/.test(other.path) && other.end <= request.start,
    )
  );
}

/**
 * The page's reads asked for twice, as 'url'. A thread or thread list asked again after a page of
 * messages came is its refresh on reading, not a second ask.
 */
function askedTwice(api: readonly LoadedRequest[]): string[] {
  const reads = api.filter((request) => !SESSION_PATHS.has(request.path));
  const twice = reads.filter((request, index) => {
    const earlier = reads.slice(0, index).some((other) => other.url === request.url);
    return earlier && !isReadRefresh(request, reads);
  });
  return twice.map((request) => request.url);
}

describe('data started by the route', () => {
  it.each(ROUTES)(
    '$path ($persona) reads before its page module has arrived, once',
    async ({ path, persona, chunk, waits }) => {
      const context = await e2e.sessions.context(persona);
      const pageModule = new RegExp(`/assets/${chunk}-[^/]+\\.js$`);
      await context.route(pageModule, async (route) => {
        await delay(PAGE_MODULE_DELAY_MS);
        await route.continue();
      });
      const load = await loadCold(context, path, {
        // The page itself in, and rendered: its hooks have asked for what they did not find.
        ready: async (page) => {
          await page.waitForResponse(pageModule);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
        },
      });
      await context.close();

      expect(load.finalPath).toBe(new URL(path, 'http://x').pathname);
      const pageChunk = load.assets.find((asset) => pageModule.test(asset.url));
      if (pageChunk === undefined) {
        const loaded = load.assets.map((asset) => asset.path).join(', ');
        throw new Error(`No chunk ${chunk}-*.js was loaded for ${path}: ${loaded}`);
      }
      const first = load.firstDataRequest;
      if (first === undefined) throw new Error(`${path} asked for no data.`);
      expect(first.start).toBeLessThan(pageChunk.end);
      // Every read the page shows at first, a whole list's later pages too, was started by the route.
      const askedByThePage = load.api.filter(
        (request) =>
          !SESSION_PATHS.has(request.path) &&
          request.start > pageChunk.end &&
          waits?.test(request.url) !== true &&
          !isReadRefresh(request, load.api),
      );
      expect(askedByThePage.map((request) => request.url)).toEqual([]);
      expect(askedTwice(load.api)).toEqual([]);
    },
  );

  it('starts nothing for a signed-out visitor: the guard sends them to sign in first', async () => {
    const context = await e2e.sessions.context(null);
    const load = await loadCold(context, '/brand/home');
    await context.close();
    expect(load.finalPath).toBe('/login');
    expect(load.firstDataRequest).toBeUndefined();
  });
});
