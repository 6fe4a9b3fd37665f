import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';

// Issue 24: the brand's decision sits beside the creator, one primary action (Approve) and the
// other decisions in a menu, each still asking first and offering Undo.

setupPortalMockApi();

const WAIT = { timeout: 10_000 };

/** The first creator listed with this status, once the list has settled, and its row. */
async function firstRow(status: string) {
  await renderRoute(`/brand/approvals?filter.approval_status=${status}`, { as: 'brand' });
  const list = await screen.findByRole('list', { name: 'Creators' }, { timeout: 30_000 });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), WAIT);
  const name = within(list).getAllByRole('listitem')[0]?.getAttribute('aria-label') ?? '';
  // Asked for by name each time: a refreshed list may have drawn the row anew.
  const row = () => screen.getByRole('listitem', { name });
  return { row, name };
}

describe('brand approvals, row actions', { timeout: 60_000 }, () => {
  it('puts Approve and the menu of other decisions right after the creator', async () => {
    const { row: rowNow, name } = await firstRow('undecided');
    const link = within(rowNow()).getByRole('link', { name });
    const approve = within(rowNow()).getByRole('button', { name: `Approve ${name}` });
    const more = within(rowNow()).getByRole('button', { name: `More decisions on ${name}` });
    // Reading order: the creator, then its status, then the decision; no other buttons.
    expect(link.compareDocumentPosition(approve) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(rowNow()).getAllByRole('button')).toEqual([approve, more]);
    expect(within(rowNow()).getByText('Undecided')).toBeTruthy();
  });

  it('marks a creator to discuss from the row’s menu by keyboard, then offers Undo', async () => {
    const user = userEvent.setup();
    const { row: rowNow, name } = await firstRow('undecided');
    within(rowNow())
      .getByRole('button', { name: `More decisions on ${name}` })
      .focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, WAIT);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['To discuss', 'Reject']);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(menu).getByRole('menuitem', { name: 'To discuss' }),
      ),
    );
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: `Discuss ${name}?` }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Mark to discuss' }));
    const toast = await screen.findByRole('alertdialog', { name: `${name}: To Discuss.` }, WAIT);
    expect(within(toast).getByRole('button', { name: 'Undo' })).toBeTruthy();
  });

  it('offers an approved creator no Approve, only the change of decision', async () => {
    const user = userEvent.setup();
    const { row: rowNow, name } = await firstRow('approved');
    expect(within(rowNow()).queryByRole('button', { name: `Approve ${name}` })).toBeNull();
    await user.click(
      within(rowNow()).getByRole('button', { name: `Change the decision on ${name}` }),
    );
    const menu = await screen.findByRole('menu', {}, WAIT);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['To discuss', 'Reject']);
  });

  it('shows the current decision in the menu without offering it again', async () => {
    const user = userEvent.setup();
    const { row: rowNow, name } = await firstRow('rejected');
    await user.click(within(rowNow()).getByRole('button', { name: `More decisions on ${name}` }));
    const menu = await screen.findByRole('menu', {}, WAIT);
    expect(
      within(menu).getByRole('menuitem', { name: 'Reject' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });
});
