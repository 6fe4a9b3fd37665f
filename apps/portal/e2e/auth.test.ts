import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { navigateInApp, waitForSettled } from './browser.ts';
import { PERSONAS, signInWithForm } from './support/personas.ts';
import { setupE2E } from './support/setup.ts';

// Issue 6 item 10: sign-in, the verification code, sign-out, the 401 round trip back to the page
// and a 419 retried unnoticed, through the real pages against the fake backend.

const e2e = setupE2E();

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('signing in and out', () => {
  it('sends a signed-out visitor to login, keeping the page asked for, and back after sign-in', async () => {
    const page = await e2e.sessions.page(null);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => page.title()).toBe('Airtime | Login');

    await page.goto('/agency/brands?sort=name');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/agency/brands?sort=name');
    await signInWithForm(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/agency/brands');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name');
    await waitForSettled(page);
    await page.context().close();
  });

  it('sends a signed-in user from login to their home, asking the server once who they are', async () => {
    const page = await e2e.sessions.page('brand');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user') asked.push(request.method());
    });
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/brand/home');
    await waitForSettled(page);
    // The page's first question (before the session's code has loaded) is the session's answer.
    expect(asked).toEqual(['GET']);
    await page.context().close();
  });

  it('asks the verify persona for its code, then opens agency home', async () => {
    const page = await e2e.sessions.page(null);
    await page.goto('/login');
    await page.getByRole('textbox', { name: /^Email\b/ }).fill(PERSONAS.verify.email);
    await page.getByLabel(/^Password\b/).fill('password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login-verification');
    const code = page.getByRole('textbox', { name: /^Verification code\b/ });
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    // A wrong code keeps the user on the step, the field marked invalid or a message shown.
    await expect
      .poll(
        async () =>
          (await code.getAttribute('aria-invalid')) === 'true' ||
          (await page.getByRole('alert').count()) > 0,
      )
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login-verification');
    await code.fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/agency/home');
    await waitForSettled(page);
    await page.context().close();
  });

  it('signs out from the account menu: login, and the session is gone', async () => {
    const context = await e2e.sessions.context(null);
    const page = await context.newPage();
    await page.goto('/login');
    await signInWithForm(page, 'ops');
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect((await context.request.get('/api/user')).status()).toBe(401);
    await page.goto('/agency/home');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/agency/home');
    await context.close();
  });
});

describe('errors of the session (spec §8)', () => {
  it('a 401 sends the user to login with the page kept, and sign-in brings them back', async () => {
    const page = await e2e.sessions.page(null);
    await page.goto('/login');
    await signInWithForm(page, 'admin');
    await waitForSettled(page, { from: await navigateInApp(page, '/agency/creators') });

    // The first 401 may come from the page's own calls before the navigation below: the app is
    // then on its way to login already, and the navigation (scripted, not a user's) follows it.
    const logins: URL[] = [];
    page.on('framenavigated', (frame) => {
      const url = new URL(frame.url());
      if (frame === page.mainFrame() && url.pathname === '/login') logins.push(url);
    });
    await e2e.mock.faults({ expireSession: true });
    await navigateInApp(page, '/agency/brands');
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    const [first] = logins;
    expect(first?.searchParams.get('checked')).toBe('true');
    expect(first?.searchParams.get('redirect')).toMatch(/^\/agency\/(creators|brands)/);
    const back = new URL(page.url()).searchParams.get('redirect');
    expect(back).toMatch(/^\/agency\/(creators|brands)/);

    await signInWithForm(page, 'admin');
    await page.waitForURL((next) => `${next.pathname}${next.search}` === back);
    await waitForSettled(page);
    await page.context().close();
  });

  it('a 419 is retried once with a fresh CSRF cookie, unnoticed', async () => {
    const page = await e2e.sessions.page(null);
    const statuses: string[] = [];
    page.on('response', (response) => {
      if (response.request().method() !== 'GET') {
        statuses.push(`${response.status()} ${new URL(response.url()).pathname}`);
      }
    });
    await page.goto('/login');
    await waitForSettled(page);
    await e2e.mock.faults({ expireCsrf: true });
    await signInWithForm(page, 'finance');
    await waitForSettled(page);
    expect(pathOf(page)).toBe('/agency/home');
    const logins = statuses.filter((status) => status.endsWith('/sanctum/login'));
    expect(logins).toEqual(['419 /sanctum/login', '200 /sanctum/login']);
    await page.context().close();
  });
});
