import {
  EVENT_PRODUCTION_STATUS_TITLES,
  getEventDay,
  getProductionAlert,
  PRODUCTION_GROUP_STATUS_ORDER,
} from '@airtime/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectRowCount, searchOf, WAIT } from '../../test/agencyQueries.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { renderRoute } from '../../test/renderRoute.tsx';
import { bodyRows } from '../../test/rowTexts.ts';

const mock = setupAgencyMockApi();

// The seed's week of Nov 15, which holds today (the tests' clock): some aired, some late.
const WEEK = '2026-11-15';
const BOARD = `/agency/production?filter.week=${WEEK}`;
const GRID = /^Productions, Week of/;
const TODAY = '2026-11-20';

/** The week's productions, by day then id (as the fake sorts them). */
function weekProductions() {
  const { store } = mock.backend;
  return store.eventProductions
    .all()
    .map((production) => {
      const event = store.events.get(production.event_id);
      return { production, event, day: event === undefined ? '' : (getEventDay(event) ?? '') };
    })
    .filter(({ day }) => day >= WEEK && day <= '2026-11-21')
    .sort((a, b) => a.day.localeCompare(b.day) || a.production.id - b.production.id);
}

/** The board of the week: the whole week, in one page. */
async function openWholeWeek(_user: ReturnType<typeof userEvent.setup>) {
  const rendered = await renderRoute(BOARD, { as: 'admin' });
  const total = weekProductions().length;
  await expectRowCount(`${total} of ${total} productions`);
  return rendered;
}

const headings = () =>
  within(screen.getByRole('grid', { name: GRID }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the production board by what needs doing', { timeout: 90_000 }, () => {
  it('groups by day, the aired and cancelled folded under their count until shown by keyboard', async () => {
    const user = userEvent.setup();
    await openWholeWeek(user);
    const total = weekProductions().length;
    const finished = weekProductions().filter(({ production }) =>
      ['aired', 'cancelled'].includes(production.status),
    );
    expect(finished.length).toBeGreaterThan(0);
    const count = `${finished.length} production${finished.length === 1 ? '' : 's'}`;
    // Days in calendar order, today said so, the finished last.
    const shown = headings();
    expect(shown.at(-1)).toBe(`Aired or cancelled · ${count}`);
    expect(shown.some((heading) => heading?.startsWith('Friday, Nov 20 (today) · '))).toBe(true);
    const grid = screen.getByRole('grid', { name: GRID });
    // The grid counts its rows with the group rows and its header row (only those in view render).
    const rowCount = () => Number(grid.getAttribute('aria-rowcount'));
    expect(rowCount()).toBe(total - finished.length + shown.length + 1);

    const show = screen.getByRole('button', { name: `Show Aired or cancelled (${count})` });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    show.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowCount()).toBe(total + shown.length + 1), WAIT);
    const hide = screen.getByRole('button', { name: `Hide Aired or cancelled (${count})` });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible();
  });

  it('marks a late production with its words beside its title', async () => {
    // A production of a day gone by still in progress: late, though no one marked it so.
    const past = weekProductions().find(({ day }) => day < TODAY);
    if (past === undefined) throw new Error('the seed has no day gone by this week');
    mock.backend.store.eventProductions.update(past.production.id, { status: 'in-progress' });
    await openWholeWeek(userEvent.setup());
    const late = weekProductions().find(
      ({ production, day }) =>
        getProductionAlert({ status: production.status, day }, TODAY) === 'past-due',
    );
    if (late === undefined) throw new Error('no late production');
    const grid = screen.getByRole('grid', { name: GRID });
    const row = bodyRows(grid).find((candidate) =>
      candidate.textContent?.startsWith(late.event?.title ?? '\u0000'),
    );
    const title = row === undefined ? null : within(row).getByRole('rowheader');
    expect(title?.textContent).toContain('Past Due');
  });

  it('groups by status from the Group by choice, kept in the URL and by Clear filters', async () => {
    const user = userEvent.setup();
    const { router } = await openWholeWeek(user);
    await user.click(screen.getByRole('button', { name: /Group by$/ }));
    await user.click(await screen.findByRole('option', { name: 'Status' }, WAIT));
    await waitFor(() => expect(searchOf(router).get('filter.group')).toBe('status'), WAIT);
    // What needs doing first, the finished last, each folded.
    await waitFor(() => expect(headings().at(-1)).toMatch(/^(Aired|Cancelled) · /), WAIT);
    const order = headings().map((heading) =>
      PRODUCTION_GROUP_STATUS_ORDER.findIndex(
        (status) => heading?.startsWith(`${EVENT_PRODUCTION_STATUS_TITLES[status]} · `) === true,
      ),
    );
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(screen.getByRole('button', { name: /^Show Aired \(/ })).toBeTruthy();

    // A filter and Clear filters leave the grouping alone.
    await router.navigate(`${BOARD}&filter.group=status&filter.is_important=true`);
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }, WAIT));
    await waitFor(
      () => expect(router.state.location.search).toBe(`?filter.week=${WEEK}&filter.group=status`),
      WAIT,
    );
  });
});
