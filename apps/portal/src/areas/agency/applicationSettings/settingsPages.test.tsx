import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, setupPortalMockApi } from '../../../test/renderRoute.tsx';

const mock = setupPortalMockApi();
const store = () => mock.backend.store;

describe('Application Settings against the fake', () => {
  it('lists the users with their roles', { timeout: 60_000 }, async () => {
    const total = store().users.all().length;
    await renderRoute('/agency/settings', { as: 'superadmin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Settings' }),
    ).toBeTruthy();
    expect((await screen.findByText(/of \d+ users/)).textContent).toBe(`25 of ${total} users`);
  });

  it('shows each user’s business role and roles, filtered by business role', {
    timeout: 60_000,
  }, async () => {
    const staff = store()
      .users.all()
      .filter((user) => user.business_role === 'ops').length;
    await renderRoute('/agency/settings?filter.business_role=ops', { as: 'superadmin' });
    expect((await screen.findByText(/of \d+ users/)).textContent).toBe(
      `${staff} of ${staff} users`,
    );
    const grid = screen.getByRole('grid', { name: 'Users' });
    const row = within(grid).getByRole('row', { name: /superadmin@airtime\.test/ });
    expect(await within(row).findByText('Super Admin')).toBeTruthy();
    expect(within(row).getByText('ops · Agency app')).toBeTruthy();
    expect(within(row).getByText('7 permissions')).toBeTruthy();
  });

  it('changes a user’s roles in the user editor', { timeout: 60_000 }, async () => {
    const user = store()
      .users.all()
      .find(
        (candidate) =>
          candidate.business_role === 'ops' && candidate.roles.length === 0 && candidate.id > 9,
      );
    if (user === undefined) throw new Error('The seed has no staff member without roles.');
    await renderRoute(`/agency/settings?filter.s=${encodeURIComponent(user.email)}`, {
      as: 'superadmin',
    });
    const grid = await screen.findByRole('grid', { name: 'Users' });
    const row = await within(grid).findByRole('row', { name: new RegExp(user.email) });
    // The table acts on a press in a cell.
    await userEvent.click(within(row).getByText(user.email));
    const dialog = await screen.findByRole('dialog', {
      name: `Edit ${user.firstname} ${user.lastname}`,
    });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Read Only/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store().users.get(user.id)?.roles).toEqual(['Read Only']);
    await waitFor(() => expect(within(row).getByText('Read Only')).toBeTruthy());
  });

  it('counts the holders of each role and permission', { timeout: 60_000 }, async () => {
    const holders = (name: string) =>
      store()
        .users.all()
        .filter(
          (user) =>
            (user.roles as readonly string[]).includes(name) ||
            (user.permissions as readonly string[]).includes(name),
        ).length;
    await renderRoute('/agency/settings/roles', { as: 'superadmin' });
    const grid = await screen.findByRole('grid', { name: 'Roles and permissions' });
    const row = await within(grid).findByRole('row', { name: /^Super Admin/ });
    await waitFor(() =>
      expect(within(row).getAllByRole('gridcell')[1]?.textContent).toBe(
        String(holders('Super Admin')),
      ),
    );
    const traffic = within(grid).getByRole('row', { name: /^view_traffic/ });
    expect(within(traffic).getAllByRole('gridcell')[1]?.textContent).toBe(
      String(holders('view_traffic')),
    );
    expect(screen.getByRole('grid', { name: 'What each role and permission opens' })).toBeTruthy();
  });

  it('changes what a role grants in the permissions modal, opened from the URL', {
    timeout: 60_000,
  }, async () => {
    const { router } = await renderRoute('/agency/settings/roles', { as: 'superadmin' });
    const grid = await screen.findByRole('grid', { name: 'What each role grants' });
    const row = await within(grid).findByRole('row', { name: /^Prospecting/ });
    expect(within(row).getByText('Nothing beyond their own permissions')).toBeTruthy();
    await userEvent.click(within(row).getByText('Prospecting'));
    const dialog = await screen.findByRole('dialog', { name: 'Prospecting permissions' });
    expect(router.state.location.search).toContain('modal=permissions');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /view_traffic/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save permissions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store().roleGrants.get(3)?.permissions).toEqual(['view_traffic']);
    await waitFor(() => expect(within(row).getByText('view_traffic')).toBeTruthy());
  });

  it('keeps everyone but a Super Admin out', { timeout: 60_000 }, async () => {
    const { router } = await renderRoute('/agency/settings', { as: 'admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/home'));
    expect(screen.queryByRole('heading', { name: 'Application Settings' })).toBeNull();
  });
});
