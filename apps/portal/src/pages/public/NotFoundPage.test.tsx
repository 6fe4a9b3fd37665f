import { cleanup, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';

setupPortalMockApi();
beforeAll(async () => {
  await Promise.all([
    import('../../layouts/BareLayout.tsx'),
    import('./NotFoundPage.tsx'),
    import('./ErrorPage.tsx'),
    import('./TestPage.tsx'),
  ]);
}, 120_000);

describe('the bare pages', () => {
  it('says a page was not found and links home', async () => {
    await renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText(/There is no page at \/no\/such\/page\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  }, 60_000);

  it('shows the error page for /error and for a story link', async () => {
    await renderRoute('/error');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    cleanup();
    await renderRoute('/story/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This story is not available' }),
    ).toBeTruthy();
  }, 60_000);

  it('checks the API, the build and the session on /test', async () => {
    await renderRoute('/test');
    expect(await screen.findByRole('heading', { level: 1, name: 'System Check' })).toBeTruthy();
    expect(await screen.findByText('Reachable')).toBeTruthy();
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(screen.getByText('test (development server)')).toBeTruthy();
    cleanup();
    await renderRoute('/test', { as: 'admin' });
    expect(await screen.findByText('Signed in')).toBeTruthy();
    expect(screen.getByText(/Ada Admin \(admin@airtime\.test\), agency app/)).toBeTruthy();
  }, 60_000);
});
