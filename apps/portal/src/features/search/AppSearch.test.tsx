import { listBrands, listCreators } from '@airtime/api-client/calls';
import { getRecentSearchesKey } from '@airtime/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';
import { renderShell } from '../../test/renderShell.tsx';

setupPortalMockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const LOAD = { timeout: 20_000 };

/** The result option of a record: its name, then its type's label. */
async function findResult(name: string, type: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('option')
      // After the avatar's initials (hidden from screen readers): the name, then the type.
      .find((option) => option.textContent?.includes(`${name}${type}`));
    expect(found).toBeDefined();
  }, LOAD);
  return found as HTMLElement;
}

describe('the global search', () => {
  // Its combobox loads on first use: what is typed before it is there must not be lost.
  it('takes typing at once, and the combobox goes on from there', async () => {
    await renderShell('/agency/home', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Page /agency/home' }, LOAD);
    await userEvent.keyboard('/zzq');
    await waitFor(() => {
      const field = screen.getByRole('combobox', { name: 'Search' });
      expect(document.activeElement).toBe(field);
      expect((field as HTMLInputElement).value).toBe('zzq');
      expect(field.getAttribute('aria-expanded')).toBe('true');
    });
    await userEvent.keyboard('xqzz');
    expect((screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement).value).toBe(
      'zzqxqzz',
    );
    expect(await screen.findByText('No Results.', undefined, LOAD)).toBeTruthy();
  });

  it('finds a brand by keyboard, opens it and remembers it', async () => {
    const { router, services } = await renderShell('/agency/home', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Page /agency/home' }, LOAD);
    // Not brand 1, Airtime itself, whose name is also the customer marker's.
    const brands = await services.client.request(listBrands, { query: { per_page: 5 } });
    const brand = brands.data.find((candidate) => candidate.id !== 1);
    if (brand === undefined) throw new Error('The seed has no brand.');

    await userEvent.keyboard('/');
    const field = screen.getByRole('combobox', { name: 'Search' });
    expect(document.activeElement).toBe(field);
    await userEvent.click(field);
    expect(await screen.findByText('Start typing to search.')).toBeTruthy();
    await userEvent.keyboard(brand.name.slice(0, 6));
    const option = await findResult(brand.name, 'Brand');
    expect(within(option).getAllByText((_, node) => node?.tagName === 'MARK').length).toBe(1);
    const listbox = screen.getByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    for (let index = 0; index <= options.indexOf(option); index += 1) {
      await userEvent.keyboard('{ArrowDown}');
    }
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/agency/brands/${brand.id}`));

    const stored = JSON.parse(localStorage.getItem(getRecentSearchesKey('agency')) ?? '[]');
    expect(stored).toMatchObject([{ id: brand.id, type: 'brand', name: brand.name }]);
    // Back in the search later: the recent searches show while the field is empty.
    await userEvent.click(document.body);
    await userEvent.click(screen.getByRole('combobox', { name: 'Search' }));
    const recent = await screen.findByRole('listbox', { name: /^Recent searches/ });
    expect(within(recent).getByRole('option').textContent).toContain(`${brand.name}Brand`);
  });

  it('says when nothing matches', async () => {
    await renderShell('/agency/home', { as: 'admin' });
    await screen.findByRole('heading', { name: 'Page /agency/home' }, LOAD);
    expect(screen.getByRole('button', { name: /Search in/ }).textContent).toBe('All');
    await userEvent.click(screen.getByRole('combobox', { name: 'Search' }));
    await userEvent.keyboard('zzqxqzz');
    expect(await screen.findByText('No Results.', undefined, LOAD)).toBeTruthy();
  });

  it('opens a creator’s profile from the brand app', async () => {
    const { router, services } = await renderShell('/brand/home', { as: 'brand' });
    await screen.findByRole('heading', { name: 'Page /brand/home' }, LOAD);
    const creator = (await services.client.request(listCreators, { query: { per_page: 1 } }))
      .data[0];
    if (creator === undefined) throw new Error('The seed has no creator.');
    expect(screen.queryByRole('button', { name: /Search in/ })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Search' }));
    await userEvent.keyboard(creator.name);
    await userEvent.click(await findResult(creator.name, 'Creator'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/brand/creators/${creator.id}/profile`),
    );
  });
});
