import { needsAttention } from '@airtime/domain';
import { PERSONAS } from '@airtime/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectAccessible, WAIT } from '../../test/agencyQueries.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { renderRoute } from '../../test/renderRoute.tsx';

const mock = setupAgencyMockApi();

/** A worklist part by its title. */
const part = (name: string) => screen.getByRole('region', { name });

/** The figure under a Stat's label. */
function figure(label: string): string {
  return (
    screen.getByText(label, { selector: 'div' }).parentElement?.textContent?.replace(label, '') ??
    ''
  );
}

/** The rows a worklist part shows, once loaded. */
async function rowsOf(name: string) {
  const region = await screen.findByRole('region', { name }, WAIT);
  const list = await within(region).findByRole('list', { name }, WAIT);
  await waitFor(() => expect(list.getAttribute('aria-busy')).toBe(null), WAIT);
  return within(list).getAllByRole('listitem');
}

const headings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('AgencyHomePage', () => {
  it("shows an agency user's worklist: figures, and each part's rows with their action", async () => {
    await renderRoute('/agency/home', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, WAIT)).toBeTruthy();
    expect(headings()).toEqual([
      'Plans needing attention',
      'Productions past due or moving',
      'Airing this week',
      'Your assignments',
      'Unread conversations',
      'IOs to handle',
      'Invoices due',
      'Payouts late',
    ]);
    const attention = mock.backend.store.campaigns
      .all()
      .filter((row) => !row.deleted_at && needsAttention(row)).length;
    const urgent = mock.backend.store.campaigns
      .all()
      .filter((row) => !row.deleted_at && needsAttention(row) && row.priority === 'urgent').length;
    await waitFor(
      () => expect(figure('Plans needing attention')).toBe(`${attention}${urgent} urgent`),
      WAIT,
    );
    await waitFor(
      () => expect(figure('Past due or moving')).toMatch(/^\d+\d+ past due · \d+ moving$/),
      WAIT,
    );
    expect((await rowsOf('Plans needing attention')).length).toBe(5);
    expect(
      within(part('Plans needing attention')).getByText(`${attention} in all`, { exact: false }),
    ).toBeTruthy();
    const [first] = await rowsOf('Plans needing attention');
    expect(within(first as HTMLElement).getByRole('link', { name: /^Open plan: / })).toBeTruthy();
    expect(
      within(part('Plans needing attention')).getByRole('link', {
        name: 'View all plans needing attention',
      }),
    ).toBeTruthy();
    expect((await rowsOf('Airing this week')).length).toBeGreaterThan(0);
    await waitFor(() => expect(figure('Airing this week')).toMatch(/^\d+/), WAIT);
    expect(screen.getByRole('img', { name: /^Sponsored airings by week/ })).toBeTruthy();
    await waitFor(() => expect(figure('Revenue, Nov 2026')).toMatch(/^\$/), WAIT);
    expect(screen.getByText(/^\d+(\.\d)?% of forecast$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Load more/ })).toBe(null);
    await expectAccessible();
  });

  it('shows finance staff their invoices due and payouts late first, without planning', async () => {
    await renderRoute('/agency/home', { as: 'finance' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, WAIT)).toBeTruthy();
    expect(headings()).toEqual([
      'Invoices due',
      'Payouts late',
      'Unread conversations',
      'Your assignments',
    ]);
    expect(screen.queryByText('Plans needing attention')).toBe(null);
    const [invoice] = await rowsOf('Invoices due');
    expect(within(invoice as HTMLElement).getByText(/^(Sent|Overdue)$/)).toBeTruthy();
    const link = within(invoice as HTMLElement).getByRole('link', { name: /^Follow up: / });
    expect(link.getAttribute('href')).toMatch(/^\/agency\/accounting\/invoices\?/);
    const [payout] = await rowsOf('Payouts late');
    expect(within(payout as HTMLElement).getByText(/^(Failed|Pending|Scheduled)$/)).toBeTruthy();
    await waitFor(() => expect(figure('Invoices due')).toMatch(/^\d+\d* overdue$/), WAIT);
    await expectAccessible();
  });

  it("opens a plan in its brand's planning from its row", async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/agency/home', { as: 'admin' });
    const [first] = await rowsOf('Plans needing attention');
    await user.click(within(first as HTMLElement).getByRole('link', { name: /^Open plan: / }));
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/agency\/brands\/\d+\/planning$/),
      WAIT,
    );
    expect(router.state.location.search).toMatch(/modal=planning/);
  });

  it("adds up the month's revenue only once the plans needing attention have come", async () => {
    let release = () => {};
    const plansHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    mock.server.use(
      http.get('*/api/new-campaigns', async ({ request }) => {
        if (new URL(request.url).searchParams.get('per_page') === '5') await plansHeld;
        return undefined;
      }),
    );
    const monthReads: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/new-events') && url.searchParams.has('aired')) {
        monthReads.push(url.search);
      }
    };
    mock.server.events.on('request:start', onRequest);
    try {
      await renderRoute('/agency/home', { as: 'admin' });
      await waitFor(() => expect(figure('Airing this week')).toMatch(/^\d+/), WAIT);
      expect(monthReads).toEqual([]);
      release();
      await waitFor(() => expect(figure('Revenue, Nov 2026')).toMatch(/^\$/), WAIT);
      expect(monthReads.length).toBeGreaterThan(0);
    } finally {
      mock.server.events.removeListener('request:start', onRequest);
    }
  });

  it('says what failed with a retry, and what to do when a part is empty', async () => {
    let failing = true;
    mock.server.use(
      http.get('*/api/threads', ({ request }) =>
        failing && new URL(request.url).searchParams.get('unread') !== null
          ? HttpResponse.json({ message: 'The server is down for a moment.' }, { status: 503 })
          : undefined,
      ),
    );
    // Finance has nothing assigned.
    const { store } = mock.backend;
    for (const row of store.assignees.lookup('user_id', PERSONAS.finance.id)) {
      store.assignees.remove(row.id, '2026-11-20T00:00:00Z');
    }
    const user = userEvent.setup();
    await renderRoute('/agency/home', { as: 'finance' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, WAIT)).toBeTruthy();
    const conversations = part('Unread conversations');
    expect(
      await within(conversations).findByRole(
        'heading',
        { name: 'The unread conversations could not be loaded.' },
        WAIT,
      ),
    ).toBeTruthy();
    failing = false;
    await user.click(within(conversations).getByRole('button', { name: 'Try again' }));
    await waitFor(
      () => expect(within(conversations).queryByRole('button', { name: 'Try again' })).toBe(null),
      WAIT,
    );
    const assignments = part('Your assignments');
    expect(
      await within(assignments).findByRole(
        'heading',
        { name: 'Nothing is assigned to you.' },
        WAIT,
      ),
    ).toBeTruthy();
    expect(within(assignments).getByRole('link', { name: 'Open production' })).toBeTruthy();
  });
});
