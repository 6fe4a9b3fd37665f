import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../vite/securityHeaders.ts';
import { waitForSettled } from './browser.ts';
import { PORTAL_ROOT } from './server.ts';
import { setupE2E } from './support/setup.ts';

// Issue 21, the hardened build in Chromium: the built portal's answers carry the security headers
// (vite/securityHeaders.ts, as deploy/nginx.conf does), its pages do all they do under that
// Content-Security-Policy without one violation, and no source map is served.

const e2e = setupE2E();

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** A page that records every CSP violation it meets, from its first script on. */
async function watchedPage(persona: Parameters<typeof e2e.sessions.page>[0]): Promise<Page> {
  const page = await e2e.sessions.page(persona);
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return page;
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

describe('the hardened build', () => {
  it('answers pages, scripts and the shared report page with the security headers', async () => {
    const expected = securityHeaders();
    const html = readFileSync(join(PORTAL_ROOT, 'dist', 'index.html'), 'utf8');
    const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    for (const path of ['/login', '/agency/home', '/shared/r/not-a-token', entry ?? '']) {
      const response = await fetch(new URL(path, e2e.origin));
      const headers = Object.fromEntries(
        Object.keys(expected).map((name) => [name, response.headers.get(name)]),
      );
      expect(headers, path).toEqual(expected);
    }
  });

  it('serves no source map, not even for a script it serves', async () => {
    const html = readFileSync(join(PORTAL_ROOT, 'dist', 'index.html'), 'utf8');
    const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const response = await fetch(new URL(`${entry}.map`, e2e.origin));
    expect(response.headers.get('content-type') ?? '').not.toContain('json');
    expect(await response.text()).not.toContain('"sources"');
  });

  it.each([
    ['a signed-out visitor', null, ['/login', '/signup']],
    ['agency staff', 'admin', ['/agency/home', '/agency/brands', '/agency/inbox']],
    ['a brand user', 'brand', ['/brand/home', '/brand/calendar']],
    ['a creator', 'creator', ['/creator/home']],
  ] as const)('lets %s’s pages run without one CSP violation', async (_name, persona, paths) => {
    const page = await watchedPage(persona);
    for (const path of paths) {
      await page.goto(path);
      await waitForSettled(page);
      expect(await violations(page), path).toEqual([]);
    }
    await page.context().close();
  });
});
