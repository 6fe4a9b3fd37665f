import { toast } from '@airtime/design-system';
import { PERSONAS } from '@airtime/mock-api';
import { createSessionFetch } from '@airtime/mock-api/node';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedReportApp, sharedReportRoutes } from '../../app/sharedReportApp.tsx';
import { expectAccessible } from '../../test/agencyQueries.ts';
import { renderBrandRoute, setupBrandTests } from '../../test/renderBrandRoute.tsx';
import { servicesFor, TEST_ORIGIN } from '../../test/renderRoute.tsx';

const mock = setupBrandTests();
afterEach(() => {
  cleanup();
  toast.clear();
});

/** A link made through the fake as admin@, as the Share dialog makes it. */
async function shareAsAdmin(body: Record<string, unknown>) {
  const jar = createSessionFetch(TEST_ORIGIN);
  await jar.login(PERSONAS.admin.email);
  const response = await jar('/api/report-links', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ brand_id: 2, ...body }),
  });
  return (await response.json()).data as { id: number; token: string; url: string };
}

/** The shared report page's own app at `url`, as a visitor who never signed in opens it. */
async function openSignedOut(url: string) {
  const { services } = await servicesFor();
  const { pathname, search } = new URL(url, TEST_ORIGIN);
  const router = createMemoryRouter(sharedReportRoutes, { initialEntries: [pathname + search] });
  render(
    <SharedReportApp
      client={services.client}
      router={router}
      swr={{ provider: () => new Map(), dedupingInterval: 0 }}
    />,
  );
}

describe('sharing a brand report', () => {
  it('makes a link of the report as shown, for the chosen time, and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderBrandRoute('/agency/brands/2/reporting/events?filter.month=2026-10', {
      as: 'admin',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const form = await screen.findByRole('dialog', { name: 'Share Events' });
    await expectAccessible();
    await userEvent.click(within(form).getByRole('button', { name: /Link works for/ }));
    await userEvent.click(await screen.findByRole('option', { name: '7 days' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create link' }));

    const shared = await screen.findByRole('dialog', { name: 'Events is shared' });
    const link = mock.backend.store.reportLinks.lookup('brand_id', 2).at(-1);
    expect(link).toMatchObject({ brand_id: 2, report: 'events', params: 'filter.month=2026-10' });
    expect(Date.parse(link?.expires_at ?? '') - Date.parse(link?.created_at ?? '')).toBe(
      7 * 86_400_000,
    );
    const field = within(shared).getByRole('textbox', { name: 'Link' }) as HTMLInputElement;
    expect(field.value).toMatch(/^http.*\/shared\/r\/[\w-]+\.[\w-]+$/);
    expect(within(shared).getByText(/Works until .* 2026\./)).toBeTruthy();
    await userEvent.click(within(shared).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(field.value);
    expect(await within(shared).findByText('Link copied.')).toBeTruthy();
    await expectAccessible();
  });

  it('offers no Share to Read Only users', async () => {
    await renderBrandRoute('/agency/brands/2/reporting/events', { as: 'readonly' });
    await screen.findByRole('grid', { name: /Events, / });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});

describe("the brand's shared links in its settings", () => {
  it('lists the live links and revokes one after asking, at once', async () => {
    const link = await shareAsAdmin({ report: 'creators' });
    await renderBrandRoute('/agency/brands/2/settings', { as: 'admin' });
    const table = await screen.findByRole('grid', { name: 'Shared report links' });
    const row = await within(table).findByRole('row', { name: /Creators/ });
    expect(row.textContent).toContain('Ada Admin');
    await userEvent.click(
      within(row).getByRole('button', { name: /Revoke Creators shared by Ada Admin/ }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Revoke the link to Creators?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Creators/ })).toBeNull());
    await expect.poll(() => mock.backend.store.reportLinks.get(link.id)?.revoked_at).not.toBeNull();
  });

  it('puts a link back with the reason when the server refuses to revoke it', async () => {
    await shareAsAdmin({ report: 'analysis' });
    await renderBrandRoute('/agency/brands/2/settings', { as: 'admin' });
    const table = await screen.findByRole('grid', { name: 'Shared report links' });
    const row = await within(table).findByRole('row', { name: /Campaign Analysis/ });
    mock.server.use(
      http.delete(
        '*/api/report-links/:id',
        () => HttpResponse.json({ message: 'The link is locked.' }, { status: 409 }),
        { once: true },
      ),
    );
    await userEvent.click(within(row).getByRole('button', { name: /Revoke/ }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText("Couldn't revoke the link to Campaign Analysis.")).toBeTruthy();
    expect(screen.getByText('The link is locked.')).toBeTruthy();
    expect(await within(table).findByRole('row', { name: /Campaign Analysis/ })).toBeTruthy();
  });
});

describe('the shared report page, signed out', () => {
  it('shows who shared the report and when, then the report of the link, read-only', async () => {
    const link = await shareAsAdmin({ report: 'events', params: 'filter.month=2026-10' });
    vi.setSystemTime(new Date('2026-11-20T12:00:00'));
    await openSignedOut(link.url);
    const brand = mock.backend.store.brands.get(2)?.name ?? '';
    expect(await screen.findByRole('heading', { level: 1, name: `${brand}: Events` })).toBeTruthy();
    expect(
      screen.getByText(/^Shared by Ada Admin on .* 2026\. Read-only; the link works until/),
    ).toBeTruthy();
    expect(await screen.findByText('Period: 10/26')).toBeTruthy();
    const table = await screen.findByRole('grid', { name: 'Events, 10/26' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next month' })).toBeNull();
    await expectAccessible();
  });

  it.each([
    ['changed', (token: string) => `${token}x`, 'This link is not valid.'],
    ['revoked', (token: string) => token, 'This link was revoked.'],
  ])('says a %s link opens nothing, and shows no data', async (state, tamper, message) => {
    const link = await shareAsAdmin({ report: 'seismograph' });
    if (state === 'revoked')
      mock.backend.store.reportLinks.update(link.id, { revoked_at: '2026-11-20T00:00:00Z' });
    await openSignedOut(`/shared/r/${tamper(link.token)}`);
    expect(await screen.findByRole('heading', { level: 1, name: message })).toBeTruthy();
    expect(screen.getByText('Ask the person who shared it for a new link.')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByText(/Shared by/)).toBeNull();
  });
});
