import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectRowCount, searchOf, WAIT } from '../../test/agencyQueries.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { renderRoute } from '../../test/renderRoute.tsx';

const mock = setupAgencyMockApi();

/** The seeded agency with the most brands, its brands and its rep. */
function busiestAgency() {
  const { store } = mock.backend;
  const counts = new Map<number, number>();
  for (const link of store.brandAgencies.all())
    counts.set(link.agency_id, (counts.get(link.agency_id) ?? 0) + 1);
  const [id] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0];
  const agency = store.agencies.get(id);
  const brandIds = store.brandAgencies
    .all()
    .filter((link) => link.agency_id === id)
    .map((link) => link.brand_id);
  const rep = store.assignees
    .all()
    .find(
      (row) => row.subject_type === 'agency' && row.subject_id === id && row.type === 'tcp_rep',
    );
  return { id, agency, brandIds, rep: rep && store.users.get(rep.user_id) };
}

describe('AgencyPage', () => {
  it("shows the agency's name, figures, brands and rep", async () => {
    const { id, agency, brandIds, rep } = busiestAgency();
    await renderRoute(`/agency/agencies/${id}`, { as: 'admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: agency?.name ?? '-' }, WAIT),
    ).toBeTruthy();
    await expectRowCount(new RegExp(`of ${brandIds.length} brands`));
    const brandsFigure = screen.getByText('Brands', { selector: 'dt' }).parentElement;
    expect(brandsFigure?.textContent).toContain(String(brandIds.length));
    expect(screen.getByRole('heading', { name: 'Airtime rep' })).toBeTruthy();
    expect(screen.getByRole('link', { name: rep?.email ?? '-' })).toBeTruthy();
    await expectAccessible();
  });

  it("sorts the agency's brands by budget", async () => {
    const user = userEvent.setup();
    const { id } = busiestAgency();
    const { router } = await renderRoute(`/agency/agencies/${id}`, { as: 'admin' });
    await expectRowCount(/of \d+ brands/);
    const grid = screen.getByRole('grid', { name: 'Brands of this agency' });
    await user.click(within(grid).getByRole('columnheader', { name: 'Budget' }));
    await waitFor(() => expect(searchOf(router).getAll('sort')).toEqual(['-budget']), WAIT);
  });

  it('says so for an agency that does not exist', async () => {
    await renderRoute('/agency/agencies/99999', { as: 'admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agency not found' }, WAIT),
    ).toBeTruthy();
  });
});
