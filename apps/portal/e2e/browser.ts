import type { BrowserContext, Page } from 'playwright-core';

export { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '@airtime/chromium';

/** A desktop-sized window (the xxl breakpoint opens the navigation) in English. */
export const CONTEXT_OPTIONS = {
  viewport: { width: 1600, height: 1000 },
  locale: 'en-US',
  timezoneId: 'UTC',
} as const;

declare global {
  interface Window {
    /** Requests in flight and the time of the last change (installed by trackActivity). */
    __e2e?: { inflight: number; last: number };
  }
}

/** Counts the page's fetches and XHRs, so a test can wait until it stops loading. */
export async function trackActivity(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state = { inflight: 0, last: performance.now() };
    window.__e2e = state;
    const begin = () => {
      state.inflight += 1;
      state.last = performance.now();
    };
    const end = () => {
      state.inflight -= 1;
      state.last = performance.now();
    };
    const fetch = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      begin();
      return fetch(...args).finally(end);
    };
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args) {
      begin();
      this.addEventListener('loadend', end, { once: true });
      send.apply(this, args);
    };
  });
}

/** Where the page was before an in-app navigation: its path and document title. */
export interface PageMark {
  readonly path: string;
  readonly title: string;
}

/**
 * Opens a path inside the running app, as the browser's back and forward buttons do: the router
 * handles the URL (its loaders, guards and redirects) without reloading the page, so the matrix
 * does not pay for a full start of the app on each of its routes. Returns where the page was.
 */
export async function navigateInApp(page: Page, path: string): Promise<PageMark> {
  return page.evaluate((target) => {
    const mark = { path: location.pathname, title: document.title };
    if (window.__e2e !== undefined) window.__e2e.last = performance.now();
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return mark;
  }, path);
}

/**
 * After an in-app navigation from `from`, waits until the new route has rendered: the document
 * title (decisions §2) changes when the page moves to another path. Lazy page chunks load with no
 * fetch and no busy mark, so without this the old page could pass for the new one.
 */
export async function waitForRoute(page: Page, from: PageMark): Promise<void> {
  await page
    .waitForFunction(
      (mark) => location.pathname === mark.path || document.title !== mark.title,
      from,
      { timeout: 1_000, polling: 20 },
    )
    // Two routes may share a title (/error and /story/x, an optional parameter): then, after a
    // second, only the checks that follow tell.
    .catch(() => undefined);
}

/**
 * Waits until the page has an h1, no request in flight for `quietMs`, no navigation pending (the
 * shell's 'Loading page' bar) and nothing marked busy: the route has loaded its data and rendered
 * (or failed to). `from`: the page was reached by navigateInApp from there (see waitForRoute).
 */
export async function waitForSettled(
  page: Page,
  {
    quietMs = 100,
    timeout = 15_000,
    from,
  }: { quietMs?: number; timeout?: number; from?: PageMark } = {},
) {
  if (from !== undefined) await waitForRoute(page, from);
  await page.waitForFunction(
    (quiet) => {
      const state = window.__e2e;
      if (state === undefined) return false;
      if (state.inflight > 0 || performance.now() - state.last < quiet) return false;
      if (document.querySelector('h1') === null) return false;
      if (document.querySelector('[role="progressbar"][aria-label="Loading page"]')) return false;
      return document.querySelector('[aria-busy="true"]') === null;
    },
    quietMs,
    { timeout, polling: 25 },
  );
}

/** Visible elements announced as alerts (error states, error toasts), by their text. */
export async function visibleAlerts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="alert"]')]
      .filter((element) => element.offsetParent !== null)
      .map((element) => (element.textContent ?? '').trim().replace(/\s+/g, ' '))
      .filter((text) => text !== ''),
  );
}
