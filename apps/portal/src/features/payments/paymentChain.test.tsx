import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEED_NOW } from '../../test/renderBrandRoute.tsx';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';
import { rowTexts } from '../../test/rowTexts.ts';

// The payment chain (issue 20): the creator app's Payments, a brand's Revenue & Payments there and
// the agency creator record's Revenue & Payouts show each aired event's steps, the late one marked
// with its age. creator@'s app starts on creator 1, whose seed holds one payout back (late).

// The window's width as useBreakpoint reads it (a module mock would not reach a useBreakpoint that
// another file of the same worker loaded first: the unit project shares modules across files).
const desktopWidth = window.innerWidth;
function setWindowWidth(width: number): void {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

const mock = setupPortalMockApi();
const WAIT = { timeout: 30_000 };
const GRID = 'Payment chain';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SEED_NOW);
});
afterAll(() => vi.useRealTimers());
afterEach(() => {
  cleanup();
  setWindowWidth(desktopWidth);
});

/** The cell of each body row under a column, by the column's title. */
function columnTexts(grid: string, column: string): string[] {
  const table = screen.getByRole('grid', { name: grid });
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((header) => header.textContent?.startsWith(column));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        row.querySelectorAll('[role="rowheader"], [role="gridcell"]')[index]?.textContent ?? '',
    );
}

async function chainLoaded(grid = GRID) {
  await screen.findByRole('grid', { name: grid }, WAIT);
  await waitFor(() => expect(rowTexts(grid).length).toBeGreaterThan(0), WAIT);
}

describe('the payment chain', { timeout: 120_000 }, () => {
  it('shows creator@ a late payout step with its age, and narrows to late events', async () => {
    await renderRoute('/creator/payments', { as: 'creator' });
    await chainLoaded();
    const all = rowTexts(GRID).length;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Late only' }));
    await waitFor(() => {
      const rows = rowTexts(GRID);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toMatch(/\d+ days? late/);
    }, WAIT);
    expect(rowTexts(GRID).length).toBeLessThan(all);
    const payoutCell = columnTexts(GRID, 'Payout sent').find((cell) => /late/.test(cell));
    expect(payoutCell).toMatch(/^\d+ days? late due [A-Z][a-z]{2} \d{2}, 2026$/);
    expect(columnTexts(GRID, 'Method').every((method) => method !== '')).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Late only' }));
    await waitFor(() => expect(rowTexts(GRID).some((row) => !/late/.test(row))).toBe(true));
  });

  it('shows the agency the same chain on the creator record', async () => {
    await renderRoute('/creator/payments', { as: 'creator' });
    await chainLoaded();
    const creatorApp = rowTexts(GRID);
    cleanup();
    await renderRoute('/agency/creators/1/reporting/revenue', { as: 'admin' });
    await chainLoaded();
    expect(rowTexts(GRID)).toEqual(creatorApp);
    expect(screen.getByRole('navigation', { name: `${GRID} pages` })).toBeTruthy();
  });

  it("shows one brand's chain without a brand column on its Revenue & Payments", async () => {
    const store = mock.backend.store;
    const event = store.events
      .lookup('publisher_id', 1)
      .find((row) => row.aired_date !== null && row.brand_id !== null);
    const brand = store.brands.get(event?.brand_id ?? 0);
    await renderRoute(`/creator/brand/${brand?.id}/payments`, { as: 'creator' });
    const grid = `${GRID} with ${brand?.name}`;
    await chainLoaded(grid);
    const headers = within(screen.getByRole('grid', { name: grid })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).not.toContain('Brand');
    expect(screen.queryByRole('button', { name: /Brand/ })).toBeNull();
  });

  it('folds each chain into a list of steps on a phone', async () => {
    setWindowWidth(375);
    await renderRoute('/creator/payments?filter.late=1', { as: 'creator' });
    const list = await screen.findByRole('list', { name: GRID }, WAIT);
    const late = within(list)
      .getAllByRole('listitem')
      .filter((item) => /late/.test(item.textContent ?? ''));
    expect(late.length).toBeGreaterThan(0);
    const steps = within(list).getAllByRole('list', { name: /^Payment of / });
    const current = steps.flatMap((chain) =>
      within(chain)
        .getAllByRole('listitem')
        .filter((step) => step.getAttribute('aria-current') === 'step'),
    );
    expect(
      current.some((step) => /Payout sent, late.*\d+ days? late/.test(step.textContent ?? '')),
    ).toBe(true);
    expect(screen.queryByRole('grid', { name: GRID })).toBeNull();
  });

  it('says when the payments could not be loaded, and tries again', async () => {
    let failing = true;
    mock.server.use(
      http.get('*/api/new-events', ({ request }) =>
        failing && new URL(request.url).searchParams.get('with') === 'payment'
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : undefined,
      ),
    );
    await renderRoute('/creator/payments', { as: 'creator' });
    expect(await screen.findByText('The payments could not be loaded.', {}, WAIT)).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await chainLoaded();
  });
});
