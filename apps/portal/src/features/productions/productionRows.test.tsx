import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';

// Every production table opens the production modal from a row (decisions §9), and the
// production views offer the un-contracted event to users who may write.

setupPortalMockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function openFirstRow(path: string, grid: string | RegExp) {
  const view = await renderRoute(path, { as: 'admin' });
  const table = await screen.findByRole('grid', { name: grid }, { timeout: 20_000 });
  await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0));
  // The first row's name opens it (its first cell is the selection's checkbox for users who may
  // write; on the board, rows come under their group's header row).
  const [firstTitle] = within(table).getAllByRole('rowheader');
  await userEvent.click(firstTitle as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: / on / }, { timeout: 20_000 });
  await within(dialog).findByRole('heading', { name: 'Workflows' });
  return decodeURIComponent(view.router.state.location.search);
}

describe('production rows', { timeout: 60_000 }, () => {
  it.each([
    ['the production board', '/agency/production?filter.week=2026-11-15', /^Productions, Week of/],
    ['a brand’s production', '/agency/brands/2/production', 'Productions'],
  ])('%s opens a row as the production modal', async (_where, path, grid) => {
    expect(await openFirstRow(path, grid)).toMatch(/modal=production:\{"id":\d+\}/);
  });

  it.each([
    ['admin', 1],
    ['readonly', 0],
  ] as const)('the board offers %s the un-contracted event %i times', async (as, count) => {
    await renderRoute('/agency/production', { as });
    await screen.findByRole('grid', { name: /^Productions, Week of/ }, { timeout: 20_000 });
    expect(screen.queryAllByRole('button', { name: 'Record un-contracted event' })).toHaveLength(
      count,
    );
  });
});
