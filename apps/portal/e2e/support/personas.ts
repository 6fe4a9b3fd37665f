import { PERSONA_PASSWORD, PERSONAS, type PersonaKey, VERIFICATION_CODE } from '@airtime/mock-api';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { CONTEXT_OPTIONS, trackActivity } from '../browser.ts';
import type { Profile } from './routeTable.ts';
import { moveBrowserClock } from './today.ts';

export { PERSONA_KEYS, PERSONAS, type PersonaKey } from '@airtime/mock-api';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Is this path one of the sign-in steps? */
export const isSignInPath = (pathname: string) => /^\/login(-verification)?$/.test(pathname);

/**
 * Signs in through the real form (decisions §8 names), with the code step for the persona that
 * has one, and waits until the app has left the sign-in pages.
 */
export async function signInWithForm(page: Page, persona: PersonaKey): Promise<void> {
  // Required fields' names may end with a marker ('Email *'), so names are matched from the start.
  await page.getByRole('textbox', { name: /^Email\b/ }).fill(PERSONAS[persona].email);
  await page.getByLabel(/^Password\b/).fill(PERSONA_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (PERSONAS[persona].verification_code !== null) {
    await page.waitForURL((url) => url.pathname === '/login-verification');
    await page.getByRole('textbox', { name: /^Verification code\b/ }).fill(VERIFICATION_CODE);
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL((url) => !isSignInPath(url.pathname));
}

/**
 * Accepts the cookie banner, which every layout shows to a fresh browser storage (see the cookie
 * test), and waits until it has gone, so the storage state remembers it. Not given up after 3 s:
 * a banner that came later on a busy machine would stay in every context made from that storage.
 */
export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: 'I accept' });
  await accept.click();
  await accept.waitFor({ state: 'hidden' });
}

/**
 * Browser contexts signed in as a persona: each persona signs in through the form once per test
 * file, and later contexts reuse its cookies and local storage.
 */
export class PersonaSessions {
  readonly #states = new Map<PersonaKey, Promise<StorageState>>();
  readonly #browser: Browser;
  readonly #origin: string;

  constructor(browser: Browser, origin: string) {
    this.#browser = browser;
    this.#origin = origin;
  }

  /**
   * A fresh context: signed in as `persona`, or signed out (cookies already accepted); `options`
   * change the browser's (its viewport, say).
   */
  async context(
    persona: PersonaKey | null,
    options: BrowserContextOptions = {},
  ): Promise<BrowserContext> {
    const storageState = persona === null ? undefined : await this.storageState(persona);
    const context = await this.#browser.newContext({
      ...CONTEXT_OPTIONS,
      ...options,
      baseURL: this.#origin,
      ...(storageState === undefined ? {} : { storageState }),
    });
    await trackActivity(context);
    await moveBrowserClock(context);
    return context;
  }

  /** A page in a fresh context for `persona`. */
  async page(persona: PersonaKey | null): Promise<Page> {
    return (await this.context(persona)).newPage();
  }

  storageState(persona: PersonaKey): Promise<StorageState> {
    let state = this.#states.get(persona);
    if (state === undefined) {
      state = this.#signIn(persona);
      this.#states.set(persona, state);
    }
    return state;
  }

  async #signIn(persona: PersonaKey): Promise<StorageState> {
    const context = await this.#browser.newContext({ ...CONTEXT_OPTIONS, baseURL: this.#origin });
    await moveBrowserClock(context);
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await signInWithForm(page, persona);
      await acceptCookies(page);
      return await context.storageState();
    } finally {
      await context.close();
    }
  }
}

/** The signed-in user's profile, as the app reads it (GET /api/user). */
export async function profileOf(context: BrowserContext): Promise<Profile & { id: number }> {
  const response = await context.request.get('/api/user', {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok()) throw new Error(`GET /api/user answered ${response.status()}`);
  return ((await response.json()) as { data: Profile & { id: number } }).data;
}

/** The fake backend's control endpoints (decisions §4), through the preview's proxy. */
export function mockControl(origin: string) {
  const post = async (path: string, body: object) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
    return ((await response.json()) as { data: unknown }).data;
  };
  return {
    /** Fresh seeded data (dated from `referenceDate`, today by default); sessions stay signed in. */
    reset: async (referenceDate?: string) => {
      await post('/__mock/reset', {
        scale: 'default',
        ...(referenceDate === undefined ? {} : { referenceDate }),
      });
    },
    faults: (faults: {
      readonly expireSession?: boolean;
      readonly expireCsrf?: boolean;
      readonly endImpersonation?: boolean;
      readonly latencyMs?: number;
      readonly errorRate?: number;
    }) => post('/__mock/faults', faults),
    /** Replaces a record's thread's messages with `count` generated ones, `… (#n)` oldest first. */
    threadHistory: async (thread: {
      readonly subject_type: string;
      readonly subject_id: number;
      readonly visibility: string;
      readonly count: number;
    }) => ((await post('/__mock/thread-history', thread)) as { thread_id: number }).thread_id,
  };
}
