import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectRowCount, WAIT } from '../../test/agencyQueries.ts';
import { BOARD, GRID, productionBoard } from '../../test/productionBoard.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { renderRoute } from '../../test/renderRoute.tsx';
import { bodyRows } from '../../test/rowTexts.ts';

const mock = setupAgencyMockApi();
const { store, boardProductions, openBoard } = productionBoard(mock);

describe('production bulk changes', { timeout: 90_000 }, () => {
  it('changes the status of the selected rows together, kept selected across a filter', async () => {
    const user = userEvent.setup();
    const { router } = await openBoard();
    const grid = screen.getByRole('grid', { name: GRID });
    const [first, second] = bodyRows(grid);
    await user.click(within(first as HTMLElement).getByRole('checkbox'));
    await user.click(within(second as HTMLElement).getByRole('checkbox'));
    // Its code loads with the first selection (or the table's hover).
    const bar = await screen.findByRole('toolbar', { name: 'Bulk actions' }, WAIT);
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    // A filter that leaves them out keeps them selected.
    await router.navigate(`${BOARD}&filter.status=aired&filter.status=cancelled`);
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByText('2 selected'),
        ).toBeTruthy(),
      WAIT,
    );
    await router.navigate(BOARD);
    await expectRowCount(/^\d+ of/);
    const ids = [first, second].map((row) => {
      const title = row?.textContent ?? '';
      return boardProductions().find(({ event }) => title.startsWith(event?.title ?? '\u0000'))
        ?.production.id;
    });
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(toolbar).getByRole('button', { name: 'Set status of 2 selected' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Past Due' }, WAIT));
    await waitFor(
      () =>
        expect(ids.map((id) => store().eventProductions.get(id ?? 0)?.status)).toEqual([
          'past-due',
          'past-due',
        ]),
      WAIT,
    );
  });

  it('gives Read Only users no editors and no selection', async () => {
    await openBoard('readonly');
    const grid = screen.getByRole('grid', { name: GRID });
    expect(within(grid).queryAllByRole('checkbox')).toEqual([]);
    expect(within(grid).queryByRole('button', { name: /^(Status|Projection|Owner): / })).toBeNull();
  });
});

describe.each([
  ['brand', '/agency/brands/2/production'],
  ['creator', '/agency/creators/1/production'],
])('the %s record production tab', (_name, path) => {
  it('edits a row in place and selects rows', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    await renderRoute(path, { as: 'admin' });
    const grid = await screen.findByRole('grid', { name: 'Productions' }, WAIT);
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1), WAIT);
    const [, first] = within(grid).getAllByRole('row');
    await user.click(within(first as HTMLElement).getByRole('button', { name: /^Projection: / }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Low · 10%' }, WAIT));
    expect(within(first as HTMLElement).getByText('Low · 10%')).toBeTruthy();
    await user.click(within(first as HTMLElement).getByRole('checkbox'));
    expect(
      within(await screen.findByRole('toolbar', { name: 'Bulk actions' }, WAIT)).getByText(
        '1 selected',
      ),
    ).toBeTruthy();
  });
});
