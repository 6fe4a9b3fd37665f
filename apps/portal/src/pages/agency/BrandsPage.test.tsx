import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  amountsIn,
  compareNames,
  expectAccessible,
  expectRowCount,
  rowAt,
  searchOf,
  WAIT,
} from '../../test/agencyQueries.ts';
import { openAgencyList } from '../../test/openAgencyList.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { renderRoute } from '../../test/renderRoute.tsx';
import { rowTexts } from '../../test/rowTexts.ts';

const mock = setupAgencyMockApi();

const customers = () =>
  mock.backend.store.brands.all().filter((brand) => brand.airtime_customer && !brand.deleted_at);
const byName = (a: { name: string }, b: { name: string }) => compareNames(a.name, b.name);

describe('BrandsPage', () => {
  it('lists the Airtime customers by name for an admin', async () => {
    await renderRoute('/agency/brands', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brands' }, WAIT)).toBeTruthy();
    await expectRowCount(`25 of ${customers().length} brands`);
    const first = [...customers()].sort(byName)[0];
    expect(rowTexts('Airtime customers')[0]).toContain(first?.name);
    expect(screen.getByRole('tab', { name: 'Airtime customers', selected: true })).toBeTruthy();
    await expectAccessible();
  });

  it('sorts by budget on the server when its header is pressed', async () => {
    const { user, router } = await openAgencyList('/agency/brands');
    await user.click(screen.getByRole('columnheader', { name: /Budget/ }));
    await waitFor(() => expect(searchOf(router).getAll('sort')).toEqual(['-budget']), WAIT);
    const top = Math.max(...customers().map((brand) => brand.budget ?? 0));
    await waitFor(() => {
      const budgets = rowTexts('Airtime customers').flatMap(amountsIn);
      expect(budgets[0]).toBe(top);
      expect(budgets).toEqual([...budgets].sort((a, b) => b - a));
    }, WAIT);
  });

  it('narrows to inactive brands with the Active filter', async () => {
    const { user, router } = await openAgencyList('/agency/brands');
    await user.click(screen.getByRole('button', { name: /Active$/ }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }, WAIT));
    await waitFor(() => expect(searchOf(router).get('filter.is_active')).toBe('false'), WAIT);
    const inactive = customers().filter((brand) => !brand.is_active).length;
    await expectRowCount(`${inactive} of ${inactive} brands`);
  });

  it('appends the next page with Load more', async () => {
    const { user } = await openAgencyList('/agency/brands');
    await user.click(screen.getByRole('button', { name: 'Load more brands' }));
    const total = customers().length;
    await expectRowCount(`${total} of ${total} brands`);
    expect(screen.getByText(`All ${total} brands shown`)).toBeTruthy();
  });

  it('says so when no brand matches', async () => {
    await renderRoute('/agency/brands?filter.s=zzzz-nothing', { as: 'admin' });
    expect(await screen.findByText('No brands match these filters.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('shows the Non-Airtime brands on their tab', async () => {
    await renderRoute('/agency/brands/non-airtime', { as: 'admin' });
    const others = mock.backend.store.brands.all().filter((brand) => !brand.airtime_customer);
    await expectRowCount(`${others.length} of ${others.length} brands`);
    expect(screen.getByRole('tab', { name: 'Non-Airtime', selected: true })).toBeTruthy();
  });

  it('opens a brand from its row', async () => {
    const { user, router } = await openAgencyList('/agency/brands');
    const first = [...customers()].sort(byName)[0];
    await user.click(within(rowAt('Airtime customers', 0)).getAllByRole('gridcell')[1] as Element);
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`/agency/brands/${first?.id}`),
      WAIT,
    );
  });

  it('is kept as left: filters and loaded pages come back with the menu link', async () => {
    const { user, router } = await openAgencyList('/agency/brands?sort=-budget');
    await user.click(screen.getByRole('button', { name: 'Load more brands' }));
    const total = customers().length;
    await expectRowCount(`${total} of ${total} brands`);
    await act(() => router.navigate('/agency/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, WAIT)).toBeTruthy();
    await act(() => router.navigate('/agency/brands'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-budget'), WAIT);
    await expectRowCount(`${total} of ${total} brands`);
  });
});
