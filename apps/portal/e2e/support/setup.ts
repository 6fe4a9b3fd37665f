import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchChromium } from '../browser.ts';
import { mockControl, PersonaSessions } from './personas.ts';
import { moveNodeClock } from './today.ts';

export interface E2E {
  readonly origin: string;
  /** The fake's own origin behind the portal: where a backend would publish (Pusher HTTP API). */
  readonly mockApiOrigin: string;
  readonly browser: Browser;
  readonly sessions: PersonaSessions;
  readonly mock: ReturnType<typeof mockControl>;
}

/**
 * A test file's browser world: its worker's preview server (globalSetup), fresh seeded data, one
 * Chromium for the file, and persona sessions signed in once each. Faults are cleared after each
 * test.
 */
export function setupE2E(): E2E {
  moveNodeClock();
  const world: { -readonly [K in keyof E2E]?: E2E[K] } = {};
  beforeAll(async () => {
    // VITEST_POOL_ID numbers the workers running at once from 1: each has its own server.
    const origins = inject('portalOrigins');
    const worker = Number(process.env.VITEST_POOL_ID ?? '1');
    const origin = origins[(worker - 1) % origins.length] as string;
    world.origin = origin;
    world.mockApiOrigin = inject('mockApiOrigins')[(worker - 1) % origins.length] ?? '';
    world.mock = mockControl(origin);
    await world.mock.reset();
    world.browser = await launchChromium();
    world.sessions = new PersonaSessions(world.browser, origin);
  });
  afterEach(async () => {
    await world.mock?.faults({});
  });
  afterAll(async () => {
    await world.browser?.close();
  });
  return new Proxy(world as E2E, {
    get(target, key: keyof E2E) {
      const value = target[key];
      if (value === undefined) throw new Error(`The end-to-end setup has no ${String(key)} yet.`);
      return value;
    },
  });
}

/**
 * Uncaught errors of the page and what its Content-Security-Policy refused (Chromium reports a
 * violation on the console), collected as they happen.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      errors.push(`CSP: ${message.text()}`);
  });
  return errors;
}
