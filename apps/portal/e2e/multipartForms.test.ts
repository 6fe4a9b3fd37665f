import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 19's first find: every multipart save failed in a browser (400 "The form data could not be
// read.") because the fake lowercased Chromium's boundary (----WebKitFormBoundary…), while Node's
// lowercase boundary passed every test. A brand's details are saved here from Chromium itself.

const e2e = setupE2E();

describe('multipart forms in Chromium', () => {
  it("save a brand's details (form data with Chromium's own boundary)", async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    await page.goto('/agency/brands/2/settings');
    const form = page.getByRole('form', { name: 'Brand details' });
    const name = form.getByRole('textbox', { name: /^Name\b/ });
    await name.waitFor();
    const renamed = `${await name.inputValue()} Studios`;
    await name.fill(renamed);

    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/brands/2'),
    );
    await form.getByRole('button', { name: 'Save details' }).click();
    expect((await sent).headers()['content-type']).toMatch(
      /^multipart\/form-data; boundary=.*[A-Z]/,
    );
    await form.getByText('Changes saved.').waitFor();
    const brand = await callApi<{ name: string }>(page, 'GET', '/api/brands/2');
    expect(brand.name).toBe(renamed);
    expect(errors).toEqual([]);
  });
});
