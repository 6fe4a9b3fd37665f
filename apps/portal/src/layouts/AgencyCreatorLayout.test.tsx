import { getEventDay, getMonthStart, isInPlanning } from '@airtime/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dollars, eventsOf, expectText, statText } from '../test/creatorQueries.ts';
import { renderRoute, setupPortalMockApi } from '../test/renderRoute.tsx';
import { rowTexts } from '../test/rowTexts.ts';

const mock = setupPortalMockApi();

const CREATOR = 1;
const store = () => mock.backend.store;
const creator = () => store().creators.get(CREATOR);
const channels = () =>
  store()
    .channels.all()
    .filter((channel) => channel.publisher_id === CREATOR && channel.deleted_at === null);
const campaigns = () =>
  store()
    .campaigns.all()
    .filter((campaign) => campaign.publisher_id === CREATOR && campaign.deleted_at === null);
const aired = () => eventsOf(mock, CREATOR).filter((event) => event.aired_date !== null);

describe('the agency creator pages', { timeout: 45_000 }, () => {
  it('shows the creator, its key figures and its first channel; a row opens another channel', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute(`/agency/creators/${CREATOR}`, { as: 'admin' });
    const name = creator()?.name ?? '';
    expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
    expect(await statText('Channels')).toBe(String(channels().length));
    expect(await statText('Campaigns')).toBe(String(campaigns().length));
    expect(await statText('Aired events')).toBe(String(aired().length));
    const revenue = aired().reduce((sum, event) => sum + (event.rate ?? 0), 0);
    expect(await statText('Revenue')).toContain(dollars(revenue));

    const [first, second] = channels();
    expect(screen.getByText(`@${first?.handle}`, { selector: 'dd' })).toBeTruthy();
    await expectText(`${channels().length} channels`);
    const row = rowTexts('Channels').find((text) => text.includes(`@${second?.handle}`));
    expect(row).toBeTruthy();
    await user.click(screen.getByText(`@${second?.handle}`, { selector: '[role=gridcell]' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/agency/creators/${CREATOR}/channel/${second?.id}`,
      ),
    );
    expect(await screen.findByText(`@${second?.handle}`, { selector: 'dd' })).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(second?.url ?? '') })).toBeTruthy();
  });

  it('lists the creator’s campaigns, its campaigns in planning and its productions', async () => {
    const user = userEvent.setup();
    await renderRoute(`/agency/creators/${CREATOR}/campaigns`, { as: 'admin' });
    const total = campaigns().length;
    await expectText(`${total} of ${total} campaigns`);
    const someBrand = store().brands.get(campaigns()[0]?.brand_id ?? 0)?.name ?? '';
    expect(rowTexts('Campaigns').some((text) => text.includes(someBrand))).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Planning' }));
    const planning = campaigns().filter(isInPlanning).length;
    await expectText(`${planning} of ${planning} campaigns`);

    await user.click(screen.getByRole('tab', { name: 'Production' }));
    const eventIds = new Set(eventsOf(mock, CREATOR).map((event) => event.id));
    const productions = store()
      .eventProductions.all()
      .filter((production) => eventIds.has(production.event_id) && production.deleted_at === null);
    await expectText(`${Math.min(25, productions.length)} of ${productions.length} productions`);
  });

  it('reports events by month, channel activity, brands and revenue', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute(`/agency/creators/${CREATOR}/reporting`, { as: 'admin' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/agency/creators/${CREATOR}/reporting/events`),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Events & Inventory' }),
    ).toBeTruthy();
    const months = new Set(
      eventsOf(mock, CREATOR).map((event) => getMonthStart(getEventDay(event) ?? '')),
    );
    await expectText(`${months.size} months`);

    await user.click(screen.getByRole('tab', { name: 'Channel Activity' }));
    await expectText(`${channels().length} channels`);
    expect(screen.getByRole('figure', { name: /Events per month/ })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Brands & Performance' }));
    const relationships = store()
      .relationships.all()
      .filter((row) => row.publisher_id === CREATOR && row.deleted_at === null);
    const brandIds = new Set([
      ...relationships.map((row) => row.brand_id),
      ...eventsOf(mock, CREATOR).flatMap((event) =>
        event.brand_id === null ? [] : [event.brand_id],
      ),
    ]);
    await expectText(`${brandIds.size} brands`);

    await user.click(screen.getByRole('tab', { name: 'Revenue & Payouts' }));
    const earned = aired().reduce((sum, event) => sum + (event.rate ?? 0), 0);
    expect(await statText('Earnings')).toBe(dollars(earned));
    expect(await screen.findByText('PayPal')).toBeTruthy();
  });

  it('hides Revenue & Payouts from users without view_publishers.revenue', async () => {
    await renderRoute(`/agency/creators/${CREATOR}/reporting/events`, { as: 'ops' });
    expect(await screen.findByRole('tab', { name: 'Events & Inventory' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Revenue & Payouts' })).toBeNull();
    await statText('Aired events');
    expect(screen.queryByText('Revenue', { selector: 'div' })).toBeNull();
  });

  it('keeps Reporting from users whose only role is Prospecting', async () => {
    await renderRoute(`/agency/creators/${CREATOR}/campaigns`, { as: 'prospector' });
    expect(await screen.findByRole('tab', { name: 'Campaigns', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Reporting' })).toBeNull();
  });

  it('shows a missing creator as an error with a way back', async () => {
    await renderRoute('/agency/creators/999999', { as: 'admin' });
    expect(
      await screen.findByText('This creator could not be found.', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to creators' }).getAttribute('href')).toBe(
      '/agency/creators',
    );
  });

  it('opens a production row as the production modal, kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute(`/agency/creators/${CREATOR}/production`, { as: 'admin' });
    const grid = await screen.findByRole('grid', { name: 'Productions' }, { timeout: 20_000 });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
    const [, firstRow] = within(grid).getAllByRole('row');
    // The row's name opens it (its first cell is the selection's checkbox for users who may write).
    await user.click(within(firstRow as HTMLElement).getByRole('rowheader'));
    const dialog = await screen.findByRole('dialog', { name: / on / }, { timeout: 20_000 });
    expect(await within(dialog).findByRole('heading', { name: 'Workflows' })).toBeTruthy();
    expect(decodeURIComponent(router.state.location.search)).toMatch(
      /modal=production:\{"id":\d+\}/,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).not.toContain('modal=');
  });
});
