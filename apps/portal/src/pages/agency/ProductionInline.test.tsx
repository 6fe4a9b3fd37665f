import { toast } from '@airtime/design-system';
import { PROJECTION_WEIGHTS } from '@airtime/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectRowCount, WAIT } from '../../test/agencyQueries.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { renderRoute } from '../../test/renderRoute.tsx';

const mock = setupAgencyMockApi();
const store = () => mock.backend.store;

const WEEK = '2026-11-22';
const BOARD = `/agency/production?filter.week=${WEEK}`;
const GRID = /^Productions, Week of/;

const toastTitles = () => toast.queue.visibleToasts.map((shown) => shown.content.title);

/** The board's row of a production, found by its event's title. */
function rowOf(productionId: number): HTMLElement {
  const production = store().eventProductions.get(productionId);
  const title = store().events.get(production?.event_id ?? 0)?.title ?? '';
  const grid = screen.getByRole('grid', { name: GRID });
  const row = within(grid)
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.startsWith(title));
  if (row === undefined) throw new Error(`No row for production ${productionId}`);
  return row;
}

/** The week's productions in the board's default order (date, then id), as the fake sorts them. */
function boardProductions() {
  const dayOf = (event: { aired_date: string | null; planned_date: string | null } | undefined) =>
    event?.aired_date ?? event?.planned_date ?? '';
  return store()
    .eventProductions.all()
    .map((production) => ({ production, event: store().events.get(production.event_id) }))
    .filter(({ event }) => dayOf(event) >= WEEK && dayOf(event) <= '2026-11-28')
    .sort(
      (a, b) => dayOf(a.event).localeCompare(dayOf(b.event)) || a.production.id - b.production.id,
    );
}

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

async function openBoard(as: 'admin' | 'readonly' = 'admin') {
  const rendered = await renderRoute(BOARD, { as });
  await expectRowCount(/^25 of/);
  return rendered;
}

/** The dollar amount of the week's weighted forecast. */
async function forecastTotal(): Promise<number> {
  const group = await screen.findByRole('group', { name: "Week's forecast" }, WAIT);
  await waitFor(() => expect(group.querySelector('strong')).not.toBeNull(), WAIT);
  return Number(group.querySelector('strong')?.textContent?.replace(/[$,]/g, ''));
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
    const [, first] = within(grid).getAllByRole('row');
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
    expect(within(rowOf(production.id)).getByText('Moving')).toBeTruthy();

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

describe('production bulk changes', { timeout: 90_000 }, () => {
  it('changes the status of the selected rows together, kept selected across a filter', async () => {
    const user = userEvent.setup();
    const { router } = await openBoard();
    const grid = screen.getByRole('grid', { name: GRID });
    const [, first, second] = within(grid).getAllByRole('row');
    await user.click(within(first as HTMLElement).getByRole('checkbox'));
    await user.click(within(second as HTMLElement).getByRole('checkbox'));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
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
    await expectRowCount(/^25 of/);
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
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByText('1 selected'),
    ).toBeTruthy();
  });
});
