import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { chooseFromSearch } from './support/combobox.ts';
import { profileOf, signInWithForm } from './support/personas.ts';
import { setupE2E } from './support/setup.ts';

// Issue 6 item 10: impersonation on and off, search by keyboard, the signup form's errors and the
// cookie banner, in the real shell against the fake backend.

const e2e = setupE2E();

const COOKIE_TEXT = 'By using this application, you agree to our use of cookies.';

describe('the shell', () => {
  it('impersonates a user from the account menu and turns it off again', async () => {
    const context = await e2e.sessions.context('superadmin');
    const page = await context.newPage();
    await page.goto('/agency/home');
    await waitForSettled(page);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Impersonate' }).click();
    const dialog = page.getByRole('dialog');
    // From the keyboard: a press on a busy machine can land while the list still moves.
    await chooseFromSearch(
      dialog.getByRole('combobox', { name: 'User' }),
      'Ops',
      /ops@airtime\.test/,
    );
    await dialog.getByRole('button', { name: 'Impersonate' }).click();

    await page.getByText('Impersonation on', { exact: true }).waitFor();
    await page.getByText(/You are currently impersonating/).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect
      .poll(() => page.getByRole('menuitem', { name: 'Turn Impersonate Off' }).count())
      .toBe(1);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.waitForURL((url) => url.pathname === '/agency/home');
    await waitForSettled(page);
    expect(await page.getByText('Impersonation on', { exact: true }).count()).toBe(0);
    expect((await profileOf(context)).id).toBe(1);
    await context.close();
  });

  it('impersonating a brand user: no agency-only call; once the server ends it, a fresh load says so and keeps the super admin', async () => {
    const context = await e2e.sessions.context('superadmin');
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(new URL(response.url()).pathname);
    });
    await page.goto('/agency/home');
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Impersonate' }).click();
    const dialog = page.getByRole('dialog');
    await chooseFromSearch(
      dialog.getByRole('combobox', { name: 'User' }),
      'Bea',
      /brand@airtime\.test/,
    );
    await dialog.getByRole('button', { name: 'Impersonate' }).click();
    await page.getByText('Impersonation on', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/brand/'));
    await waitForSettled(page);
    // The brand app as the brand user has it, loaded fresh: nothing asks for the agency's data.
    await page.reload();
    await page.getByText('Impersonation on', { exact: true }).waitFor();
    await waitForSettled(page);
    expect(refused).toEqual([]);

    // The page is closed first: a late call of its own (a realtime subscription on a busy machine)
    // would otherwise meet the ended impersonation before the fresh load does.
    const brandPage = page.url();
    await page.close();
    await e2e.mock.faults({ endImpersonation: true });
    const fresh = await context.newPage();
    await fresh.goto(brandPage);
    const ended = fresh.getByRole('alertdialog', { name: 'Impersonation ended' });
    await ended.waitFor();
    expect(new URL(fresh.url()).pathname).not.toBe('/login');
    // OK reloads the page (spec §8), now as the super admin, who may open the brand app too.
    await Promise.all([
      fresh.waitForEvent('load'),
      ended.getByRole('button', { name: 'OK' }).click(),
    ]);
    await waitForSettled(fresh);
    expect(await ended.count()).toBe(0);
    expect(await fresh.getByText('Impersonation on', { exact: true }).count()).toBe(0);
    expect((await profileOf(context)).id).toBe(1);
    await context.close();
  });

  it("searches by keyboard: '/' focuses the search, arrows choose, Enter opens the record", async () => {
    const context = await e2e.sessions.context('admin');
    const brand = await (await context.request.get('/api/brands/2')).json();
    const name: string = brand.data.name;
    const page = await context.newPage();
    await page.goto('/agency/home');
    await waitForSettled(page);

    await page.keyboard.press('/');
    const search = page
      .getByRole('combobox', { name: 'Search', exact: true })
      .or(page.getByRole('searchbox', { name: 'Search', exact: true }));
    await expect
      .poll(() => search.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await page.keyboard.type(name);
    await page.getByRole('option').filter({ hasText: name }).first().waitFor();
    // Arrow down to the result for this brand, then Enter.
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('ArrowDown');
      const active = await page.evaluate(() => {
        const id = document.activeElement?.getAttribute('aria-activedescendant');
        const option = id ? document.getElementById(id) : document.activeElement;
        return option?.textContent ?? '';
      });
      if (active.includes(name)) break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/agency/brands/2');
    await waitForSettled(page);
    await context.close();
  });

  it("shows the signup form's errors, and clears each as the user edits", async () => {
    const page = await e2e.sessions.page(null);
    await page.goto('/signup-request');
    const send = page.getByRole('button', { name: 'Send request' });
    // Submit waits for the captcha to load.
    await expect.poll(() => send.isEnabled(), { timeout: 30_000 }).toBe(true);
    await send.click();
    for (const message of [
      'Name is required.',
      'Email is required.',
      'At least one app must be selected.',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByRole('textbox', { name: /^Name\b/ }).fill('Dana Buyer');
    await expect.poll(() => page.getByText('Name is required.', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Email is required.', { exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('remembers the accepted cookie banner after a reload', async () => {
    const page = await e2e.sessions.page(null);
    await page.goto('/login');
    const banner = page.getByText(COOKIE_TEXT);
    await banner.waitFor();
    await page.getByRole('button', { name: 'I accept' }).click();
    await banner.waitFor({ state: 'hidden' });
    await page.reload();
    await waitForSettled(page);
    expect(await page.getByText(COOKIE_TEXT).count()).toBe(0);
    // And it is remembered across sign-in.
    await signInWithForm(page, 'brand');
    await waitForSettled(page);
    expect(await page.getByText(COOKIE_TEXT).count()).toBe(0);
    await page.context().close();
  });
});
