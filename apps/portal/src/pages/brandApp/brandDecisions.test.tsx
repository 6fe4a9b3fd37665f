import { toast } from '@airtime/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';

// The brand app's approvals, calendar and creator pages in the real route table, against the fake,
// as the brand persona (brands 2, 3 and 5; the picker starts on the first by name).

const mock = setupPortalMockApi();
const store = () => mock.backend.store;

/** The brand the brand picker starts on: the first of the persona's brands by name. */
function selectedBrandId(): number {
  const names = [2, 3, 5].map((id) => ({ id, name: store().brands.get(id)?.name ?? '' }));
  return names.sort((a, b) => a.name.localeCompare(b.name))[0]?.id ?? 2;
}

/** A relationship of the selected brand in this status, and its creator's name. */
function relationshipIn(status: string) {
  const row = store()
    .relationships.lookup('brand_id', selectedBrandId())
    .find((candidate) => candidate.approval_status === status);
  if (row === undefined) throw new Error(`The seed has no ${status} creator for the brand.`);
  return { row, name: store().creators.get(row.publisher_id)?.name ?? '' };
}

beforeAll(async () => {
  // The first import of the pages (and their styles) is slow on a busy machine: do it once here.
  await Promise.all([
    import('./ApprovalsPage.tsx'),
    import('./CalendarPage.tsx'),
    import('../../layouts/BrandCreatorLayout.tsx'),
    import('../../areas/brandApp/DecisionDialog.tsx'),
  ]);
}, 300_000);
afterEach(() => {
  toast.clear();
  mock.backend.setFaults({});
});

describe('brand approvals', { timeout: 60_000 }, () => {
  it('shows each creator’s channel count and audience, as its profile counts them', async () => {
    const { row, name } = relationshipIn('undecided');
    const channels = store().channels.lookup('publisher_id', row.publisher_id);
    await renderRoute('/brand/approvals', { as: 'brand' });
    const item = await screen.findByRole('listitem', { name }, { timeout: 20_000 });
    const count = channels.length === 1 ? '1 channel' : `${channels.length} channels`;
    expect(within(item).getByText(new RegExp(`^${count} · \\S+ audience`))).toBeTruthy();
  });

  it('approves with a comment after asking, then Undo puts the creator back', async () => {
    const { row, name } = relationshipIn('undecided');
    await renderRoute('/brand/approvals', { as: 'brand' });
    const item = await screen.findByRole('listitem', { name }, { timeout: 20_000 });
    await userEvent.click(within(item).getByRole('button', { name: `Approve ${name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Approve ${name}?` });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Comment for the agency/ }),
      'Great fit',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(store().relationships.get(row.id)?.approval_status).toBe('approved'),
    );
    expect(store().notifications.all().at(-1)?.body).toBe('Great fit');
    expect(
      await within(screen.getByRole('listitem', { name })).findByText('Approved'),
    ).toBeTruthy();
    const shown = await screen.findByRole('alertdialog', { name: `${name}: Approved.` });
    await userEvent.click(within(shown).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(store().relationships.get(row.id)?.approval_status).toBe('undecided'),
    );
    expect(
      await within(screen.getByRole('listitem', { name })).findByText('Undecided'),
    ).toBeTruthy();
  });

  it('keeps the dialog and its comment when the server refuses, and changes nothing', async () => {
    const { row, name } = relationshipIn('to-discuss');
    await renderRoute('/brand/approvals', { as: 'brand' });
    const item = await screen.findByRole('listitem', { name }, { timeout: 20_000 });
    // Reject is one of the row's other decisions, in its '⋯' menu.
    await userEvent.click(within(item).getByRole('button', { name: `More decisions on ${name}` }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Reject' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: `Reject ${name}?` });
    const comment = within(dialog).getByRole('textbox', { name: /Comment for the agency/ });
    await userEvent.type(comment, 'Too expensive');
    mock.backend.setFaults({ errorRate: 1 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect((comment as HTMLTextAreaElement).value).toBe('Too expensive');
    expect(store().relationships.get(row.id)?.approval_status).toBe('to-discuss');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('the brand calendar', { timeout: 60_000 }, () => {
  it('keeps the week view and the week in the URL', async () => {
    const view = await renderRoute('/brand/calendar?filter.month=2026-11&filter.day=2026-11-18', {
      as: 'brand',
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Week' }, { timeout: 20_000 }));
    await waitFor(() =>
      expect(new URLSearchParams(view.router.state.location.search).get('filter.view')).toBe(
        'week',
      ),
    );
    expect(new URLSearchParams(view.router.state.location.search).get('filter.day')).toBe(
      '2026-11-18',
    );
  });

  it.each([
    [
      'the week a link names',
      '?filter.month=2026-11&filter.view=week&filter.day=2026-11-18',
      'week',
    ],
    ['month view by default', '?filter.month=2026-11', 'month'],
  ])('opens %s', async (_label, search, expected) => {
    await renderRoute(`/brand/calendar${search}`, { as: 'brand' });
    const radio = await screen.findByRole(
      'radio',
      { name: expected === 'week' ? 'Week' : 'Month' },
      {
        timeout: 20_000,
      },
    );
    expect(radio.getAttribute('aria-checked')).toBe('true');
  });
});

describe('an unknown creator in the brand app', { timeout: 60_000 }, () => {
  it.each([
    ['an unknown id', '/brand/creators/999999/profile'],
    ['no id', '/brand/creators/abc/profile'],
  ])('shows one not-found state for %s, and titles the page', async (_label, path) => {
    await renderRoute(path, { as: 'brand' });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This creator was not found.' },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: /not found|could not/ })).toHaveLength(1);
    expect(screen.queryByRole('tablist')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Airtime | Not found / Profile | brand'));
  });
});
