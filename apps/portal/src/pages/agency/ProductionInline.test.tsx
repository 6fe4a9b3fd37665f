import { toast } from '@airtime/design-system';
import { PROJECTION_WEIGHTS } from '@airtime/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible, WAIT } from '../../test/agencyQueries.ts';
import { forecastTotal, GRID, productionBoard } from '../../test/productionBoard.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { bodyRows } from '../../test/rowTexts.ts';

const mock = setupAgencyMockApi();
const { store, rowOf, boardProductions, openBoard } = productionBoard(mock);

const toastTitles = () => toast.queue.visibleToasts.map((shown) => shown.content.title);

/** A production of the week still to air, with a rate and a projection other than High. */
function forecastProduction() {
  const found = boardProductions()
    .slice(0, 25)
    .find(
      ({ production, event }) =>
        event?.aired_date === null && event.rate !== null && production.projection !== 'high',
    );
  if (found === undefined) throw new Error('no production fits');
  return found;
}

describe('production inline editing', { timeout: 90_000 }, () => {
  it('sets a projection from its cell: the row shows its weight and the forecast moves', async () => {
    const user = userEvent.setup();
    const { production, event } = forecastProduction();
    await openBoard();
    await waitFor(() => rowOf(production.id), WAIT);
    const before = await forecastTotal();
    await user.click(within(rowOf(production.id)).getByRole('button', { name: /^Projection: / }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'High · 90%' }, WAIT));
    expect(within(rowOf(production.id)).getByText('High · 90%')).toBeTruthy();
    const weight = production.projection === null ? 0 : PROJECTION_WEIGHTS[production.projection];
    const change = (event?.rate ?? 0) * (0.9 - weight);
    await waitFor(async () => expect(await forecastTotal()).toBeCloseTo(before + change, 0), WAIT);
    await waitFor(
      () => expect(store().eventProductions.get(production.id)?.projection).toBe('high'),
      WAIT,
    );
  });

  it('opens a cell editor with Enter, and Escape gives the cell back to the grid', async () => {
    const user = userEvent.setup();
    await openBoard();
    const grid = screen.getByRole('grid', { name: GRID });
    const [first] = bodyRows(grid);
    const cell = within(first as HTMLElement)
      .getByRole('button', { name: /^Status: / })
      .closest('[role="gridcell"]') as HTMLElement;
    cell.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, WAIT);
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true), WAIT);
    await expectAccessible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), WAIT);
    // Focus comes back to the cell (or its editor's button, where Escape gives it to the cell).
    await waitFor(() => expect(cell.contains(document.activeElement)).toBe(true), WAIT);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(cell);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.closest('[role="gridcell"]')).not.toBe(cell);
  });

  it('sets status and importance; a refused save rolls back with a Retry that saves it', async () => {
    const user = userEvent.setup();
    await openBoard();
    const target = boardProductions().find(({ production }) => production.status !== 'moving');
    if (target === undefined) throw new Error('no production fits');
    const { production } = target;
    await waitFor(() => rowOf(production.id), WAIT);
    mock.backend.setFaults({ errorRate: 1 });
    await user.click(within(rowOf(production.id)).getByRole('button', { name: /^Status: / }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Moving' }, WAIT));
    await expect.poll(toastTitles, WAIT).toContain("Couldn't set the status of the production.");
    await waitFor(
      () => expect(within(rowOf(production.id)).queryByText('Moving')).toBeNull(),
      WAIT,
    );
    mock.backend.setFaults({});
    const shown = toast.queue.visibleToasts.find((item) =>
      item.content.title.startsWith("Couldn't set the status"),
    );
    shown?.content.action?.onAction();
    await waitFor(
      () => expect(store().eventProductions.get(production.id)?.status).toBe('moving'),
      WAIT,
    );
    // Its status, and the Moving mark beside its title (issue 24).
    expect(within(rowOf(production.id)).getAllByText('Moving')).toHaveLength(2);

    const important = production.is_important;
    await user.click(within(rowOf(production.id)).getByRole('button', { name: /^Important: / }));
    await user.click(
      await screen.findByRole(
        'menuitemradio',
        { name: important ? 'Not important' : 'Important' },
        WAIT,
      ),
    );
    await waitFor(
      () => expect(store().eventProductions.get(production.id)?.is_important).toBe(!important),
      WAIT,
    );
  });

  it('sets a backup from a search of agency staff, and removes it', async () => {
    const user = userEvent.setup();
    await openBoard();
    const { production } = boardProductions()[0] ?? {};
    if (production === undefined) throw new Error('no production');
    await waitFor(() => rowOf(production.id), WAIT);
    const staff = store()
      .users.all()
      .find((candidate) => candidate.email === 'finance@airtime.test');
    await user.click(within(rowOf(production.id)).getByRole('button', { name: /^Backup: / }));
    const field = await screen.findByRole('combobox', { name: 'Backup' }, WAIT);
    await waitFor(() => expect(document.activeElement).toBe(field), WAIT);
    await user.clear(field);
    await user.type(field, staff?.firstname ?? '');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0), WAIT);
    await user.click(
      await screen.findByRole('option', { name: new RegExp(staff?.firstname ?? '') }, WAIT),
    );
    await waitFor(
      () =>
        expect(
          store()
            .assignees.all()
            .some(
              (row) =>
                row.subject_type === 'event_production' &&
                row.subject_id === production.id &&
                row.type === 'backup' &&
                row.user_id === staff?.id,
            ),
        ).toBe(true),
      WAIT,
    );
    expect(
      within(rowOf(production.id)).getByRole('button', {
        name: new RegExp(`^Backup: ${staff?.firstname}`),
      }),
    ).toBeTruthy();
    await user.click(within(rowOf(production.id)).getByRole('button', { name: /^Backup: / }));
    await user.click(await screen.findByRole('button', { name: 'Remove the backup' }, WAIT));
    expect(within(rowOf(production.id)).getByRole('button', { name: 'Backup: None' })).toBeTruthy();
    await waitFor(
      () =>
        expect(
          store()
            .assignees.all()
            .some(
              (row) =>
                row.subject_type === 'event_production' &&
                row.subject_id === production.id &&
                row.type === 'backup',
            ),
        ).toBe(false),
      WAIT,
    );
  });

  it('adds an existing tag and a new one made on the fly', async () => {
    const user = userEvent.setup();
    await openBoard();
    const { production } = boardProductions()[1] ?? {};
    if (production === undefined) throw new Error('no production');
    await waitFor(() => rowOf(production.id), WAIT);
    const existing = store()
      .tags.all()
      .find(
        (tag) =>
          !store()
            .productionTags.lookup('event_production_id', production.id)
            .some((link) => link.tag_id === tag.id),
      );
    await user.click(within(rowOf(production.id)).getByRole('button', { name: /^Tags: / }));
    const field = await screen.findByRole('combobox', { name: 'Add a tag' }, WAIT);
    await user.type(field, existing?.label ?? '');
    await user.click(await screen.findByRole('option', { name: existing?.label ?? '' }, WAIT));
    await user.type(field, 'Holiday push');
    await user.click(await screen.findByRole('option', { name: 'Create “Holiday push”' }, WAIT));
    await waitFor(() => {
      const labels = store()
        .productionTags.lookup('event_production_id', production.id)
        .map((link) => store().tags.get(link.tag_id)?.label);
      expect(labels).toEqual(expect.arrayContaining([existing?.label, 'Holiday push']));
    }, WAIT);
    const dialog = screen.getByRole('dialog', { name: 'Tags' });
    expect(within(dialog).getByText('Holiday push')).toBeTruthy();
    await expectAccessible();
  });
});
