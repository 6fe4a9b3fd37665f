import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

const GRID = 'Creators';
const creators = () => mock.backend.store.creators.all().filter((creator) => !creator.deleted_at);

describe('CreatorsPage', () => {
  it('lists the creators by name with their channels and CM rep', async () => {
    await renderRoute('/agency/creators', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Creators' }, WAIT)).toBeTruthy();
    await expectRowCount(`25 of ${creators().length} creators`);
    const first = [...creators()].sort((a, b) => compareNames(a.name, b.name))[0];
    const row = rowTexts(GRID)[0] ?? '';
    expect(row).toContain(first?.name);
    const cm = first?.rep_cm == null ? undefined : mock.backend.store.users.get(first.rep_cm);
    if (cm !== undefined) expect(row).toContain(`${cm.firstname} ${cm.lastname}`);
    await expectAccessible();
  });

  it('sorts by name descending on the server', async () => {
    const { user, router } = await openAgencyList('/agency/creators');
    await user.click(screen.getByRole('columnheader', { name: 'Creator' }));
    await waitFor(() => expect(searchOf(router).getAll('sort')).toEqual(['-name']), WAIT);
    const last = creators()
      .map((creator) => creator.name)
      .sort(compareNames)
      .at(-1);
    await waitFor(() => expect(rowTexts(GRID)[0]).toContain(last), WAIT);
  });

  it('narrows to converted creators', async () => {
    const { user, router } = await openAgencyList('/agency/creators');
    await user.click(screen.getByRole('button', { name: /Converted$/ }));
    await user.click(await screen.findByRole('option', { name: 'Converted' }, WAIT));
    await waitFor(() => expect(searchOf(router).get('filter.converted')).toBe('true'), WAIT);
    const converted = creators().filter((creator) => creator.converted).length;
    await expectRowCount(`25 of ${converted} creators`);
  });

  it('appends the next page with Load more', async () => {
    const { user } = await openAgencyList('/agency/creators');
    await user.click(screen.getByRole('button', { name: 'Load more creators' }));
    await expectRowCount(`50 of ${creators().length} creators`);
  });

  it('says so when no creator matches', async () => {
    await renderRoute('/agency/creators?filter.s=zzzz-nothing', { as: 'admin' });
    expect(await screen.findByText('No creators match these filters.', {}, WAIT)).toBeTruthy();
  });

  it('opens a creator from its row, and is kept when coming back', async () => {
    const { user, router } = await openAgencyList('/agency/creators?filter.converted=true');
    await user.click(within(rowAt(GRID, 0)).getAllByRole('gridcell')[1] as Element);
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/agency\/creators\/\d+$/),
      WAIT,
    );
    // The router moves before React renders the creator's page; going back before that render
    // keeps the list mounted, and a mounted list puts nothing back. Wait until the list has gone.
    await waitFor(() => expect(screen.queryByRole('grid', { name: GRID })).toBeNull(), WAIT);
    await act(() => router.navigate('/agency/creators'));
    await waitFor(() => expect(router.state.location.search).toBe('?filter.converted=true'), WAIT);
  });
});
