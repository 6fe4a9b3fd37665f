import { isInPlanning, PRIORITIES } from '@airtime/domain';
import { screen, waitFor, within } from '@testing-library/react';
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

const GRID = 'Campaigns in planning';
const inPlanning = () =>
  mock.backend.store.campaigns.all().filter((row) => !row.deleted_at && isInPlanning(row));

describe('PlanningPage', () => {
  it('shows the campaigns in planning, most pressing first', async () => {
    await renderRoute('/agency/planning', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Planning' }, WAIT)).toBeTruthy();
    await expectRowCount(`25 of ${inPlanning().length} campaigns`);
    const top = PRIORITIES.find((priority) =>
      inPlanning().some((row) => row.priority === priority),
    );
    expect(rowTexts(GRID)[0]).toContain(top === 'urgent' ? 'Urgent' : 'High');
    await expectAccessible();
  });

  it('sorts by brand on the server', async () => {
    const { user, router } = await openAgencyList('/agency/planning');
    await user.click(screen.getByRole('columnheader', { name: 'Brand' }));
    await waitFor(() => expect(searchOf(router).getAll('sort')).toEqual(['brand']), WAIT);
    const { brands } = mock.backend.store;
    const first = inPlanning()
      .map((row) => brands.get(row.brand_id)?.name ?? '')
      .sort(compareNames)[0];
    await waitFor(() => expect(rowTexts(GRID)[0]).toContain(first), WAIT);
  });

  it('narrows to one step of the board', async () => {
    const { user, router } = await openAgencyList('/agency/planning');
    await user.click(screen.getByRole('button', { name: /Step$/ }));
    await user.click(await screen.findByRole('option', { name: 'Create Plan' }, WAIT));
    await waitFor(() => expect(searchOf(router).get('filter.group')).toBe('create_plan'), WAIT);
    const count = inPlanning().filter((row) => row.group === 'create_plan').length;
    await expectRowCount(new RegExp(`^${Math.min(count, 25)} of ${count} campaigns`));
  });

  it('shows CM requests under IO approval too (spec §4)', async () => {
    await renderRoute('/agency/planning?filter.group=io_approval', { as: 'admin' });
    const count = inPlanning().filter(
      (row) => row.group === 'io_approval' || row.group === 'cm_request',
    ).length;
    await expectRowCount(new RegExp(`of ${count} campaigns`));
  });

  it('appends the next page with Load more', async () => {
    const { user } = await openAgencyList('/agency/planning');
    await user.click(screen.getByRole('button', { name: 'Load more campaigns' }));
    await expectRowCount(`50 of ${inPlanning().length} campaigns`);
  });

  it('says so when nothing matches', async () => {
    await renderRoute('/agency/planning?filter.s=zzzz-nothing', { as: 'admin' });
    expect(
      await screen.findByText('No campaigns in planning match these filters.', {}, WAIT),
    ).toBeTruthy();
  });

  it('opens the campaign of a row over the board', async () => {
    const { user, router } = await openAgencyList('/agency/planning?sort=brand');
    await user.click(within(rowAt(GRID, 0)).getAllByRole('gridcell')[2] as Element);
    await waitFor(
      () => expect(searchOf(router).get('modal')).toMatch(/^planning:\{"campaignId":\d+\}$/),
      WAIT,
    );
    expect(router.state.location.pathname).toBe('/agency/planning');
    expect(await screen.findByRole('dialog', { name: / × / }, WAIT)).toBeTruthy();
  });
});
