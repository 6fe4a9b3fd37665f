import { needsAttention } from '@airtime/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectRowCount, rowAt, WAIT } from '../../test/agencyQueries.ts';
import { setupAgencyMockApi } from '../../test/renderAgencyPages.tsx';
import { renderRoute } from '../../test/renderRoute.tsx';

const mock = setupAgencyMockApi();

/** The figure under a Stat's label. */
function figure(label: string): string {
  return (
    screen.getByText(label, { selector: 'div' }).parentElement?.textContent?.replace(label, '') ??
    ''
  );
}

describe('AgencyHomePage', () => {
  it('shows the key figures and the lists to act on', async () => {
    await renderRoute('/agency/home', { as: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, WAIT)).toBeTruthy();
    const attention = mock.backend.store.campaigns
      .all()
      .filter((row) => !row.deleted_at && needsAttention(row)).length;
    await expectRowCount(`10 of ${attention} campaigns`);
    await waitFor(
      () => expect(figure('Campaigns needing attention')).toBe(String(attention)),
      WAIT,
    );
    expect(screen.getByRole('grid', { name: "This week's airings" })).toBeTruthy();
    await expectRowCount(/^10 of \d+ airings$/);
    await waitFor(() => expect(figure('IOs to handle')).toMatch(/^\d+$/), WAIT);
    expect(figure('Unread notifications')).toMatch(/^\d+$/);
    expect(figure('Productions in work this week')).toMatch(/^\d+$/);
    await expectAccessible();
  });

  it("opens a campaign's brand planning from the attention list", async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/agency/home', { as: 'admin' });
    await expectRowCount(/^10 of \d+ campaigns$/);
    await user.click(
      within(rowAt('Campaigns needing attention', 0)).getAllByRole('gridcell')[2] as Element,
    );
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/agency\/brands\/\d+\/planning$/),
      WAIT,
    );
  });
});
