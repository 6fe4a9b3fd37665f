import { toast } from '@airtime/design-system';
import {
  type Campaign,
  isInPlanning,
  PRIORITIES,
  PRIORITY_TITLES,
  type Priority,
} from '@airtime/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, expectRowCount, rowAt, WAIT } from '../../test/agencyQueries.ts';
import { openAgencyList } from '../../test/openAgencyList.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { renderRoute, TEST_ORIGIN } from '../../test/renderRoute.tsx';

// The planning board's bulk work (decisions §9): select rows by id, change them in one call,
// delete after a confirmation; optimistic, rolled back with a toast.

const mock = setupAgencyMockApi();
afterEach(() => toast.clear());

const GRID = 'Campaigns in planning';
const toastTitles = () => toast.queue.visibleToasts.map((shown) => shown.content.title);
const bulkBar = () => screen.getByRole('toolbar', { name: 'Bulk actions' });
/** The bulk bar, once shown: its code loads with the first selection (or the table's hover). */
const shownBulkBar = () => screen.findByRole('toolbar', { name: 'Bulk actions' }, WAIT);

/** The campaign a row shows: the one in planning whose brand, creator and channel it names. */
function rowId(index: number): number {
  const text = rowAt(GRID, index).textContent ?? '';
  const { brands, campaigns, channels, creators } = mock.backend.store;
  const names = (campaign: Campaign) => [
    brands.get(campaign.brand_id)?.name,
    creators.get(campaign.publisher_id)?.name,
    channels.get(campaign.content_id)?.name,
  ];
  const found = campaigns
    .all()
    .filter((campaign) => isInPlanning(campaign))
    .filter((campaign) =>
      names(campaign).every((name) => name !== undefined && text.includes(name)),
    );
  if (found.length !== 1) throw new Error(`Row ${index} is ${found.length} campaigns: ${text}`);
  return (found[0] as Campaign).id;
}
const priorityOf = (id: number) => mock.backend.store.campaigns.get(id)?.priority;

async function selectRows(user: UserEvent, indexes: readonly number[]): Promise<number[]> {
  for (const index of indexes) {
    await user.click(within(rowAt(GRID, index)).getByRole('checkbox'));
  }
  await shownBulkBar();
  return indexes.map(rowId);
}

async function setPriority(user: UserEvent, label: string): Promise<void> {
  await user.click(await within(bulkBar()).findByRole('button', { name: 'Set priority' }, WAIT));
  await user.click(await screen.findByRole('menuitem', { name: label }, WAIT));
}

describe('bulk work on the planning board', { timeout: 60_000 }, () => {
  it('keeps the selection by id through Load more and a filter that hides it, until cleared', async () => {
    const { user } = await openAgencyList('/agency/planning');
    await selectRows(user, [0, 1]);
    expect(within(bulkBar()).getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more campaigns' }));
    await expectRowCount(/^50 of/);
    expect(within(bulkBar()).getByText('2 selected')).toBeTruthy();
    // A search that no row matches: both stay selected, counted as not shown.
    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'zzzz-nothing');
    await screen.findByText('No campaigns in planning match these filters.', {}, WAIT);
    expect(within(bulkBar()).getByText('2 selected (2 not shown)')).toBeTruthy();
    await user.click(
      await within(bulkBar()).findByRole('button', { name: 'Clear selection' }, WAIT),
    );
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  });

  it('selects all the loaded rows, and only those, with the header checkbox', async () => {
    const { user } = await openAgencyList('/agency/planning');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(within(await shownBulkBar()).getByText('25 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more campaigns' }));
    await expectRowCount(/^50 of/);
    // Rows loaded later are not selected behind the user's back.
    expect(within(bulkBar()).getByText('25 selected')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveProperty(
      'indeterminate',
      true,
    );
  });

  it('sets the priority of the selected campaigns in one call, at once', async () => {
    const { user } = await openAgencyList('/agency/planning?sort=brand');
    const ids = await selectRows(user, [0, 1, 2]);
    await setPriority(user, 'No Priority');
    for (const index of [0, 1, 2]) {
      expect(within(rowAt(GRID, index)).getByText('No Priority')).toBeTruthy();
    }
    await waitFor(() => expect(ids.map(priorityOf)).toEqual(Array(3).fill('no-priority')), WAIT);
    await expectAccessible();
  });

  it('puts the rows back and offers Retry when the server refuses', async () => {
    const { user } = await openAgencyList('/agency/planning?sort=brand');
    const ids = await selectRows(user, [0, 1]);
    const before = ids.map(priorityOf);
    // A priority none of them has, so the rows show whether it was put back.
    const other = PRIORITIES.find((priority) => !before.includes(priority)) as Priority;
    const label = PRIORITY_TITLES[other];
    let refusals = 0;
    mock.server.use(
      http.put(`${TEST_ORIGIN}/api/campaigns/batch-update`, () => {
        refusals += 1;
        return HttpResponse.json({ message: 'Not today.' }, { status: 500 });
      }),
    );
    await setPriority(user, label);
    await waitFor(
      () =>
        expect(toastTitles()).toContain(`Couldn't set the priority of 2 campaigns to ${label}.`),
      WAIT,
    );
    expect(refusals).toBe(1);
    expect(ids.map(priorityOf)).toEqual(before);
    await waitFor(() => expect(within(rowAt(GRID, 0)).queryByText(label)).toBeNull());
    expect(within(rowAt(GRID, 1)).queryByText(label)).toBeNull();
    const shown = toast.queue.visibleToasts.at(-1);
    shown?.content.action?.onAction();
    await waitFor(() => expect(refusals).toBe(2), WAIT);
  });

  it('deletes a campaign after a confirmation that names it', async () => {
    const { user } = await openAgencyList('/agency/planning?sort=brand');
    const [id] = await selectRows(user, [0]);
    await user.click(await within(bulkBar()).findByRole('button', { name: 'Delete…' }, WAIT));
    const dialog = await screen.findByRole('alertdialog', {}, WAIT);
    const campaign = mock.backend.store.campaigns.get(id as number);
    const brand = mock.backend.store.brands.get(campaign?.brand_id ?? 0)?.name ?? '';
    expect(within(dialog).getByRole('heading').textContent).toContain(`Delete ${brand} ×`);
    await expectAccessible();
    // Cancel changes nothing; confirming deletes.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mock.backend.store.campaigns.get(id as number)).toBeDefined();
    await user.click(await within(bulkBar()).findByRole('button', { name: 'Delete…' }, WAIT));
    await user.click(
      within(await screen.findByRole('alertdialog', {}, WAIT)).getByRole('button', {
        name: 'Delete 1 campaign',
      }),
    );
    await waitFor(() => expect(rowId(0)).not.toBe(id));
    await waitFor(
      () =>
        expect(
          mock.backend.store.campaigns.getIncludingDeleted(id as number)?.deleted_at,
        ).toBeTruthy(),
      WAIT,
    );
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  });

  it('deletes several campaigns, each named in the confirmation', async () => {
    const { user } = await openAgencyList('/agency/planning?sort=brand');
    const ids = await selectRows(user, [0, 1]);
    await user.click(await within(bulkBar()).findByRole('button', { name: 'Delete…' }, WAIT));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 campaigns?' }, WAIT);
    const { brands, campaigns } = mock.backend.store;
    const listed = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toHaveLength(2);
    ids.forEach((id, index) => {
      const brand = brands.get(campaigns.get(id)?.brand_id ?? 0)?.name ?? '';
      expect(listed[index]).toContain(`${brand} × `);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 campaigns' }));
    await waitFor(
      () => expect(ids.map((id) => campaigns.get(id))).toEqual([undefined, undefined]),
      WAIT,
    );
    await waitFor(
      () => expect([rowId(0), rowId(1)].some((id) => ids.includes(id))).toBe(false),
      WAIT,
    );
  });

  it('brings a campaign back, named in a toast, when its deletion is refused', async () => {
    const { user } = await openAgencyList('/agency/planning?sort=brand');
    const [id] = await selectRows(user, [0]);
    mock.server.use(
      http.delete(`${TEST_ORIGIN}/api/campaigns/:id`, () =>
        HttpResponse.json({ message: 'Not today.' }, { status: 500 }),
      ),
    );
    await user.click(await within(bulkBar()).findByRole('button', { name: 'Delete…' }, WAIT));
    await user.click(
      within(await screen.findByRole('alertdialog', {}, WAIT)).getByRole('button', {
        name: 'Delete 1 campaign',
      }),
    );
    await waitFor(
      () => expect(toastTitles()).toContainEqual(expect.stringMatching(/^Couldn't delete .+ × /)),
      WAIT,
    );
    await waitFor(() => expect(rowId(0)).toBe(id), WAIT);
    expect(mock.backend.store.campaigns.get(id as number)).toBeDefined();
  });

  it('makes one person the owner of the selected campaigns', async () => {
    const { user } = await openAgencyList('/agency/planning');
    const ids = await selectRows(user, [0, 1]);
    await user.click(await within(bulkBar()).findByRole('button', { name: 'Set owner…' }, WAIT));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Set the owner of 2 campaigns' },
      WAIT,
    );
    // Nothing chosen: said under the field, no call.
    await user.click(within(dialog).getByRole('button', { name: 'Set owner' }));
    expect(await within(dialog).findByText('Choose who owns them.')).toBeTruthy();
    await user.type(within(dialog).getByRole('combobox', { name: 'Owner' }), 'Otto');
    await user.click(await screen.findByRole('option', { name: /Otto Ops/ }, WAIT));
    await user.click(within(dialog).getByRole('button', { name: 'Set owner' }));
    await waitFor(() => expect(toastTitles()).toContain('Otto Ops now owns 2 campaigns.'), WAIT);
    for (const id of ids) {
      const owners = mock.backend.store.assignees
        .all()
        .filter(
          (row) => row.subject_type === 'campaign' && row.subject_id === id && row.type === 'owner',
        );
      expect(owners.map((row) => row.user_id)).toEqual([3]);
    }
  });

  it.each([
    ['planning board', '/agency/planning'],
    ["brand's planning", '/agency/brands/2/planning'],
    ["creator's planning", '/agency/creators/1/planning'],
  ])('gives Read Only users neither checkboxes nor a bulk bar on the %s', async (_, path) => {
    await renderRoute(path, { as: 'readonly' });
    await screen.findByRole('grid', { name: GRID }, WAIT);
    await waitFor(
      () => expect(screen.getByRole('grid', { name: GRID }).getAttribute('aria-busy')).toBeNull(),
      WAIT,
    );
    expect(within(screen.getByRole('grid', { name: GRID })).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  });

  it.each([
    ["brand's", '/agency/brands/2/planning'],
    ["creator's", '/agency/creators/1/planning'],
  ])('offers the same bulk work on the %s planning tab', async (_, path) => {
    const user = userEvent.setup();
    await renderRoute(path, { as: 'admin' });
    const row = await waitFor(() => rowAt(GRID, 0), WAIT);
    await user.click(within(row).getByRole('checkbox'));
    expect(within(await shownBulkBar()).getByText('1 selected')).toBeTruthy();
    expect(await within(bulkBar()).findByRole('button', { name: 'Set status' }, WAIT)).toBeTruthy();
  });
});
