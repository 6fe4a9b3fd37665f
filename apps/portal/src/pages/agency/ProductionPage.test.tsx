import { EVENT_PRODUCTION_STATUS_TITLES, EVENT_PRODUCTION_STATUSES } from '@airtime/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectRowCount, searchOf, WAIT } from '../../test/agencyQueries.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { renderRoute } from '../../test/renderRoute.tsx';
import { rowTexts } from '../../test/rowTexts.ts';

const mock = setupAgencyMockApi();

const WEEK = '2026-11-15';
const GRID = /^Productions, Week of/;

/** The seeded productions whose event falls in the week of WEEK. */
function weekProductions() {
  const { store } = mock.backend;
  return store.eventProductions.all().filter((production) => {
    const event = store.events.get(production.event_id);
    const day = event?.aired_date ?? event?.planned_date ?? '';
    return day >= WEEK && day <= '2026-11-21';
  });
}

describe('ProductionPage', () => {
  it("shows this week's productions for an admin", async () => {
    await renderRoute('/agency/production', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Production' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Week of 11/15/26')).toBeTruthy();
    // The whole week in one page (issue 24: groups are whole).
    const total = weekProductions().length;
    await expectRowCount(`${total} of ${total} productions`);
    // The week's first days have aired: their rows are folded under their count until shown.
    await userEvent.click(screen.getByRole('button', { name: /^Show Aired or cancelled/ }));
    const titles = weekProductions().map(
      (production) => mock.backend.store.events.get(production.event_id)?.title ?? '',
    );
    expect(titles.some((title) => rowTexts(GRID)[0]?.startsWith(title))).toBe(true);
    await expectAccessible();
  });

  it('moves to the next week', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/agency/production', { as: 'admin' });
    await expectRowCount(/^\d+ of/);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(searchOf(router).get('filter.week')).toBe('2026-11-22'), WAIT);
    expect(await screen.findByText('Week of 11/22/26', {}, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(searchOf(router).get('filter.week')).toBeNull(), WAIT);
    expect(await screen.findByText('Week of 11/15/26', {}, WAIT)).toBeTruthy();
  });

  it('sorts by status on the server', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute(`/agency/production?filter.week=${WEEK}`, {
      as: 'admin',
    });
    await expectRowCount(/^\d+ of/);
    await user.click(screen.getByRole('columnheader', { name: 'Status' }));
    await waitFor(() => expect(searchOf(router).getAll('sort')).toEqual(['status']), WAIT);
    // The rows keep their day's group; within each, the server's board order of statuses.
    const order = (name: string) =>
      EVENT_PRODUCTION_STATUSES.findIndex(
        (status) => name === `Status: ${EVENT_PRODUCTION_STATUS_TITLES[status]}`,
      );
    await waitFor(() => {
      const grid = screen.getByRole('grid', { name: GRID });
      let previous = -1;
      for (const row of within(grid).getAllByRole('row').slice(1)) {
        if (within(row).queryByRole('heading') !== null) {
          previous = -1;
          continue;
        }
        const status = order(
          within(row)
            .getByRole('button', { name: /^Status: / })
            .getAttribute('aria-label') ?? '',
        );
        expect(status).toBeGreaterThanOrEqual(previous);
        previous = status;
      }
    }, WAIT);
  });

  it('narrows by status', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute(`/agency/production?filter.week=${WEEK}`, {
      as: 'admin',
    });
    const total = weekProductions().length;
    await expectRowCount(`${total} of ${total} productions`);
    await user.click(screen.getByRole('button', { name: /Status$/ }));
    await user.click(await screen.findByRole('option', { name: 'In Progress' }, WAIT));
    await waitFor(() => expect(searchOf(router).get('filter.status')).toBe('in-progress'), WAIT);
    const count = weekProductions().filter((row) => row.status === 'in-progress').length;
    await expectRowCount(`${count} of ${count} productions`);
    // The week stays when the filters are cleared.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?filter.week=${WEEK}`), WAIT);
  });

  it('reads the whole week in one page, and says so', async () => {
    await renderRoute(`/agency/production?filter.week=${WEEK}`, { as: 'admin' });
    const total = weekProductions().length;
    await expectRowCount(`${total} of ${total} productions`);
    expect(screen.getByText(`All ${total} productions shown`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more productions' })).toBeNull();
  });

  it('says so for a week with nothing in production', async () => {
    await renderRoute('/agency/production?filter.week=2031-01-05', { as: 'admin' });
    expect(await screen.findByText('Nothing is in production this week.', {}, WAIT)).toBeTruthy();
  });
});
