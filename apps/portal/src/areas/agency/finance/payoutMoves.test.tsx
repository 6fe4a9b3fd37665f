import { toast } from '@airtime/design-system';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible, WAIT } from '../../../test/agencyQueries.ts';
import { renderRoute, setupPortalMockApi } from '../../../test/renderRoute.tsx';
import { rowTexts } from '../../../test/rowTexts.ts';

const mock = setupPortalMockApi();
const store = () => mock.backend.store;
const toastTitles = () => toast.queue.visibleToasts.map((shown) => shown.content.title);

/** The pending payout the list sorted by amount (largest first) shows on top. */
function topPending() {
  const payout = store()
    .payouts.all()
    .filter((row) => row.status === 'pending')
    .sort((a, b) => b.amount - a.amount || a.id - b.id)[0];
  if (payout === undefined) throw new Error('The seed has no pending payout.');
  const name = store().creators.get(payout.publisher_id)?.name ?? '';
  return { payout, name };
}

describe('Creator Payout', { timeout: 90_000 }, () => {
  it('offers only the next statuses and moves a payout at once, saying who moved it', async () => {
    const user = userEvent.setup();
    const { payout, name } = topPending();
    // The month's list keeps the row once it has moved (a status filter would drop it).
    await renderRoute(
      `/agency/accounting/payouts?filter.month=${payout.period_start.slice(0, 7)}&sort=-amount`,
      { as: 'finance' },
    );
    await waitFor(() => expect(rowTexts('Payouts')[0]).toContain(name), WAIT);
    await user.click(
      screen.getAllByRole('button', {
        name: new RegExp(`^Move the payout of ${name}`),
      })[0] as HTMLElement,
    );
    const items = await screen.findAllByRole('menuitem', undefined, WAIT);
    expect(items.map((item) => item.textContent)).toEqual(['Move to Scheduled']);
    await expectAccessible();
    await user.click(items[0] as HTMLElement);
    await waitFor(() => expect(rowTexts('Payouts')[0]).toContain('Scheduled'));
    expect(rowTexts('Payouts')[0]).toContain('by Fiona Finance');
    await waitFor(() => expect(store().payouts.get(payout.id)?.status).toBe('scheduled'), WAIT);
  });

  it('puts a refused move back with a toast whose Retry makes it', async () => {
    const user = userEvent.setup();
    const { payout, name } = topPending();
    await renderRoute('/agency/accounting/payouts?filter.status=pending&sort=-amount', {
      as: 'admin',
    });
    await waitFor(() => expect(rowTexts('Payouts')[0]).toContain(name), WAIT);
    mock.backend.setFaults({ errorRate: 1 });
    await user.click(
      screen.getAllByRole('button', {
        name: new RegExp(`^Move the payout of ${name}`),
      })[0] as HTMLElement,
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Move to Scheduled' }, WAIT));
    await expect
      .poll(toastTitles, WAIT)
      .toContainEqual(expect.stringMatching(/^Couldn't move the payout of/));
    await waitFor(() => expect(rowTexts('Payouts')[0]).toContain('Pending'));
    expect(store().payouts.get(payout.id)?.status).toBe('pending');

    mock.backend.setFaults({});
    toast.queue.visibleToasts
      .find((shown) => shown.content.title.startsWith("Couldn't move the payout of"))
      ?.content.action?.onAction();
    await waitFor(() => expect(store().payouts.get(payout.id)?.status).toBe('scheduled'), WAIT);
  });

  it('shows Read Only users no Move', async () => {
    store().users.update(5, {
      permissions: ['view_accounting', 'view_accounting.publisher_payouts'],
    });
    await renderRoute('/agency/accounting/payouts', { as: 'readonly' });
    await waitFor(() => expect(rowTexts('Payouts').length).toBeGreaterThan(0), WAIT);
    expect(screen.queryByRole('button', { name: /^Move the payout/ })).toBeNull();
  });
});
