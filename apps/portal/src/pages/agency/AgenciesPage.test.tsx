import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
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

const GRID = 'Agencies';
const agencies = () => mock.backend.store.agencies.all().filter((agency) => !agency.deleted_at);

describe('AgenciesPage', () => {
  // The seed has 12 agencies, under one page: 20 more make a second page.
  beforeEach(() => {
    for (let index = 1; index <= 20; index += 1) {
      mock.backend.store.agencies.insert({
        id: 1000 + index,
        name: `Zephyr Agency ${String(index).padStart(2, '0')}`,
        logo: null,
        website: null,
        created_at: '2026-01-01T10:00:00.000000Z',
        updated_at: '2026-01-01T10:00:00.000000Z',
        deleted_at: null,
      });
    }
  });

  it('lists the agencies by name for an admin', async () => {
    await renderRoute('/agency/agencies', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agencies' }, WAIT)).toBeTruthy();
    await expectRowCount(`25 of ${agencies().length} agencies`);
    const first = agencies()
      .map((agency) => agency.name)
      .sort(compareNames)[0];
    expect(rowTexts(GRID)[0]).toContain(first);
    await expectAccessible();
  });

  it('sorts by name descending on a second press', async () => {
    const { user, router } = await openAgencyList('/agency/agencies');
    await user.click(screen.getByRole('columnheader', { name: 'Agency' }));
    await waitFor(() => expect(searchOf(router).getAll('sort')).toEqual(['-name']), WAIT);
    await waitFor(() => expect(rowTexts(GRID)[0]).toContain('Zephyr Agency 20'), WAIT);
  });

  it('narrows by search and says so when nothing matches', async () => {
    const { user, router } = await openAgencyList('/agency/agencies');
    await user.type(screen.getByRole('searchbox', { name: 'Search agencies' }), 'Zephyr');
    await waitFor(() => expect(searchOf(router).get('filter.s')).toBe('Zephyr'), WAIT);
    await expectRowCount('20 of 20 agencies');
    await user.type(screen.getByRole('searchbox', { name: 'Search agencies' }), ' nothing');
    expect(await screen.findByText('No agencies match this search.', {}, WAIT)).toBeTruthy();
  });

  it('appends the next page with Load more', async () => {
    const { user } = await openAgencyList('/agency/agencies');
    await user.click(screen.getByRole('button', { name: 'Load more agencies' }));
    const total = agencies().length;
    await expectRowCount(`${total} of ${total} agencies`);
  });

  it('opens an agency from its row', async () => {
    const { user, router } = await openAgencyList('/agency/agencies?sort=-name');
    await user.click(within(rowAt(GRID, 0)).getAllByRole('gridcell')[1] as Element);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/agencies/1020'), WAIT);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zephyr Agency 20' }, WAIT),
    ).toBeTruthy();
  });
});
