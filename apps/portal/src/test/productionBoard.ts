import type { MockServer } from '@airtime/mock-api/node';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { expectRowCount, WAIT } from './agencyQueries.ts';
import { renderRoute } from './renderRoute.tsx';

// The production board of the seed's next week (all still to air), as the production tests read it.

export const WEEK = '2026-11-22';
export const BOARD = `/agency/production?filter.week=${WEEK}`;
export const GRID = /^Productions, Week of/;

/** The board's queries against one test file's fake. */
export function productionBoard(mock: MockServer) {
  const store = () => mock.backend.store;

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

  async function openBoard(as: 'admin' | 'readonly' = 'admin') {
    const rendered = await renderRoute(BOARD, { as });
    await expectRowCount(/^\d+ of/);
    return rendered;
  }

  return { store, rowOf, boardProductions, openBoard };
}

/** The dollar amount of the week's weighted forecast. */
export async function forecastTotal(): Promise<number> {
  const group = await screen.findByRole('group', { name: "Week's forecast" }, WAIT);
  await waitFor(() => expect(group.querySelector('strong')).not.toBeNull(), WAIT);
  return Number(group.querySelector('strong')?.textContent?.replace(/[$,]/g, ''));
}
