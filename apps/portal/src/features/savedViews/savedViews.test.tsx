import { toast } from '@airtime/design-system';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, searchOf, WAIT } from '../../test/agencyQueries.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { renderRoute, TEST_ORIGIN } from '../../test/renderRoute.tsx';

const mock = setupAgencyMockApi();
afterEach(() => {
  cleanup();
  toast.clear();
});

const ADMIN = 2;
const viewsOfAdmin = () =>
  mock.backend.store.savedViews
    .lookup('user_id', ADMIN)
    .filter((view) => view.list === 'agency-brands');

async function openViews() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^View/ }, WAIT));
  return user;
}

describe('saved views of a list', () => {
  it('saves what the list shows under a name, keeping the name through a refusal', async () => {
    const { router } = await renderRoute('/agency/brands?filter.is_active=false&sort=-budget', {
      as: 'admin',
    });
    const user = await openViews();
    await user.click(await screen.findByRole('menuitem', { name: /Save view/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await expectAccessible();

    // A name the user has on the list is caught before it is sent.
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'biggest active brands');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(
      await within(dialog).findByText(
        'You already have a view named “biggest active brands” on this list.',
      ),
    ).toBeTruthy();

    // The server says no: the name stays as typed, with its reason under it.
    mock.server.use(
      http.post(`${TEST_ORIGIN}/api/saved-views`, () =>
        HttpResponse.json(
          { message: 'Too many views.', errors: { name: ['Too many views.'] } },
          { status: 422 },
        ),
      ),
    );
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Inactive by budget');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(await within(dialog).findByText('Too many views.')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Inactive by budget');
    await expectAccessible();

    mock.server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(
      viewsOfAdmin().map(({ name: saved, query, version }) => [saved, query, version]),
    ).toContainEqual(['Inactive by budget', 'sort=-budget&filter.is_active=false', 2]);
    // The list shows the view it was saved from, and the URL held no modal of it.
    expect(
      await screen.findByRole('button', { name: 'View: Inactive by budget' }, WAIT),
    ).toBeTruthy();
    expect(searchOf(router).getAll('modal')).toEqual([]);
  });

  it('applies an old view, telling which of its filters no longer exists', async () => {
    const { router } = await renderRoute('/agency/brands', { as: 'admin' });
    const user = await openViews();
    await user.click(await screen.findByRole('menuitem', { name: /Biggest active brands/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=-budget&filter.is_active=true'),
    );
    expect(await screen.findByText('A filter of this view no longer exists: region.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'View: Biggest active brands' })).toBeTruthy();
  });

  it('opens the bare list with the default view, then deletes it after asking', async () => {
    const [old] = viewsOfAdmin();
    if (old === undefined) throw new Error('The seed has no view of admin@ on the brands list.');
    mock.backend.store.savedViews.update(old.id, {
      version: 2,
      query: 'sort=name&filter.is_active=false',
      is_default: true,
    });
    const { router } = await renderRoute('/agency/brands', { as: 'admin' });
    await waitFor(
      () => expect(router.state.location.search).toBe('?sort=name&filter.is_active=false'),
      WAIT,
    );

    const user = await openViews();
    const current = await screen.findByRole('menuitem', { name: /Biggest active brands/ });
    expect(current.textContent).toMatch(/shown.*default/);
    await user.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    const confirm = await screen.findByRole('alertdialog', { name: /Delete the view/ });
    await expectAccessible();
    await user.click(within(confirm).getByRole('button', { name: 'Delete view' }));
    await waitFor(() => expect(viewsOfAdmin()).toEqual([]), WAIT);
    expect(await screen.findByRole('button', { name: 'Views' })).toBeTruthy();
  });

  it('says when the user has no views yet', async () => {
    await renderRoute('/agency/creators', { as: 'admin' });
    await openViews();
    expect(
      await screen.findByRole('menuitem', { name: 'No saved views on this list yet.' }),
    ).toBeTruthy();
  });
});
