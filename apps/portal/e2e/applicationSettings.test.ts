import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { describeFindings, seriousViolations } from './support/axe.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 19's settings rows in Chromium against the fake behind `vite preview`'s proxy: a role's
// permissions and a user's roles saved from the browser, profile settings that save (multipart with
// Chromium's boundary), Read Only's refusal shown as the server words it, and an over-limit upload
// answered 413 with its message through the proxy (it used to be a bare 502).

const e2e = setupE2E();

const settingsModal = (page: Page) => page.getByRole('dialog', { name: 'Profile settings' });
const profileForm = (page: Page) => settingsModal(page).getByRole('form', { name: 'Profile' });

describe('application settings and profile saves in Chromium', () => {
  it("a Super Admin grants a role a permission and the role's holder gets its screen", async () => {
    const page = await e2e.sessions.page('superadmin');
    const errors = pageErrors(page);
    await page.goto('/agency/settings/roles');
    const roles = page.getByRole('grid', { name: 'What each role grants' });
    await roles
      .getByRole('row', { name: /^Prospecting/ })
      .getByText('Prospecting')
      .click();
    const dialog = page.getByRole('dialog', { name: 'Prospecting permissions' });
    await dialog.getByText('view_traffic', { exact: true }).click();
    expect(await dialog.getByRole('checkbox', { name: /view_traffic/ }).isChecked()).toBe(true);
    expect(describeFindings(await seriousViolations(page))).toBe('');
    await dialog.getByRole('button', { name: 'Save permissions' }).click();
    await dialog.waitFor({ state: 'detached' });
    await roles.getByRole('row', { name: /^Prospecting.*view_traffic/ }).waitFor();

    const prospector = await e2e.sessions.page('prospector');
    await prospector.goto('/agency/traffic');
    await waitForSettled(prospector);
    expect(new URL(prospector.url()).pathname).toMatch(/^\/agency\/traffic/);
    await prospector
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Traffic' })
      .waitFor();
    expect(errors).toEqual([]);
  }, 60_000);

  it("the user editor saves a user's roles from Chromium, kept after a reload", async () => {
    const page = await e2e.sessions.page('superadmin');
    const errors = pageErrors(page);
    await page.goto('/agency/settings?filter.s=finance%40airtime.test');
    const users = page.getByRole('grid', { name: 'Users' });
    await users.getByText('finance@airtime.test').click();
    const dialog = page.getByRole('dialog', { name: 'Edit Fiona Finance' });
    await dialog.getByText('Administrator', { exact: true }).click();
    expect(await dialog.getByRole('checkbox', { name: /^Administrator/ }).isChecked()).toBe(true);
    expect(describeFindings(await seriousViolations(page))).toBe('');
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/api\/user\/4$/.test(request.url()),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await users
      .getByRole('row', { name: /finance@airtime\.test/ })
      .getByText('Administrator')
      .waitFor();
    expect(errors).toEqual([]);
  }, 60_000);

  it('profile settings save a new name, still there after a reload', async () => {
    const page = await e2e.sessions.page('admin');
    await page.goto('/agency/home?modal=settings');
    const first = profileForm(page).getByRole('textbox', { name: 'First name' });
    await first.fill('Adelaide');
    await profileForm(page).getByRole('button', { name: 'Save profile' }).click();
    await profileForm(page).getByText('Profile saved.').waitFor();
    await page.reload();
    // The modal is in the URL, so the reload opens it again with what the server kept.
    await expect
      .poll(() => profileForm(page).getByRole('textbox', { name: 'First name' }).inputValue())
      .toBe('Adelaide');
  }, 60_000);

  it("readonly@ sees the server's read-only message, and what was typed stays", async () => {
    const page = await e2e.sessions.page('readonly');
    await page.goto('/agency/home?modal=settings');
    const first = profileForm(page).getByRole('textbox', { name: 'First name' });
    await first.fill('Renamed');
    await profileForm(page).getByRole('button', { name: 'Save profile' }).click();
    await profileForm(page)
      .getByRole('alert')
      .getByText('Your account is read-only: you cannot make changes.')
      .waitFor();
    expect(await first.inputValue()).toBe('Renamed');
  }, 60_000);

  it('an avatar over the upload limit gets the 413 message through the proxy', async () => {
    const page = await e2e.sessions.page('admin');
    await page.goto('/agency/home?modal=settings');
    await profileForm(page)
      .getByLabel('Avatar')
      .setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(5 * 1024 * 1024, 1),
      });
    await profileForm(page).getByRole('button', { name: 'Save profile' }).click();
    await profileForm(page)
      .getByRole('alert')
      .getByText('The request body must not be larger than 4096 kilobytes.')
      .waitFor();
  }, 60_000);
});
