import type { Event } from '@airtime/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAppPage } from '../../test/renderAppPage.tsx';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';

// The brand app's pages against the fake, as the brand persona (brands 2, 3 and 5; the picker
// starts on the first by name). The dates are the seed's: today is Nov 20, 2026.

const mock = setupPortalMockApi();
const store = () => mock.backend.store;

/** The brand the brand picker starts on: the first of the persona's brands by name. */
function selectedBrand() {
  const brands = [2, 3, 5].map((id) => store().brands.get(id));
  const first = brands.sort((a, b) => (a?.name ?? '').localeCompare(b?.name ?? ''))[0];
  if (first === undefined) throw new Error('The seed has no persona brands.');
  return first;
}

function novemberEvents(brandId: number): Event[] {
  return store()
    .events.lookup('brand_id', brandId)
    .filter((event) => (event.aired_date ?? event.planned_date ?? '').startsWith('2026-11'));
}

function creatorName(id: number): string {
  return store().creators.get(id)?.name ?? '';
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T12:00:00'));
  // The first import of the pages (and their styles) is slow on a busy machine: do it once here.
  await Promise.all([
    import('./BrandHomePage.tsx'),
    import('./CalendarPage.tsx'),
    import('./ApprovalsPage.tsx'),
    import('./BrandProspectingPage.tsx'),
    import('../../layouts/BrandCreatorLayout.tsx'),
    import('../../layouts/BrandReportsLayout.tsx'),
  ]);
}, 300_000);
afterAll(() => vi.useRealTimers());

// Each test signs in and renders a page against the fake: slow on a busy 2-core machine.
describe('the brand app', { timeout: 60_000 }, () => {
  it("shows the selected brand's figures, this month's events and recent approvals", async () => {
    const brand = selectedBrand();
    const event = novemberEvents(brand.id)[0];
    await renderAppPage('/brand/home', { as: 'brand' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeDefined();
    // The header names the brand; another part of the page may name it too, as soon.
    expect((await screen.findAllByText(brand.name)).length).toBeGreaterThan(0);
    expect(await screen.findByText('Aired events')).toBeDefined();
    const events = await screen.findByRole('grid', { name: 'Events this month' });
    expect(await within(events).findByText(event?.title ?? '')).toBeDefined();
    const approvals = await screen.findByRole('list', { name: 'Recent approvals' });
    expect(within(approvals).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('shows the events of the month on the calendar, each leading to its creator', async () => {
    const brand = selectedBrand();
    const [event] = novemberEvents(brand.id);
    if (event === undefined) throw new Error('The seed has no November event for the brand.');
    await renderAppPage('/brand/calendar', { as: 'brand' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Events 11/26' })).toBeDefined();
    const entry = await screen.findByRole('link', { name: new RegExp(event.title) });
    expect(entry.getAttribute('href')).toBe(`/brand/creators/${event.publisher_id}/profile`);
  });

  it('lists the events by day on a phone, a month or a week at a time', async () => {
    const brand = selectedBrand();
    const [event] = novemberEvents(brand.id);
    if (event === undefined) throw new Error('The seed has no November event for the brand.');
    const width = window.innerWidth;
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    try {
      const { router } = await renderAppPage('/brand/calendar', { as: 'brand' });
      const agenda = await screen.findByRole('list', { name: 'Sponsored events' });
      // No grid: the days are headings, each with its events leading to their creators.
      expect(screen.queryByRole('grid')).toBeNull();
      expect(within(agenda).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
      const entry = within(agenda).getByRole('link', { name: new RegExp(event.title) });
      expect(entry.getAttribute('href')).toBe(`/brand/creators/${event.publisher_id}/profile`);

      await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
      expect(router.state.location.search).toContain('filter.month=2026-12');
      expect(await screen.findByRole('heading', { level: 2, name: 'Events 12/26' })).toBeDefined();
      await userEvent.click(screen.getByRole('button', { name: 'Show a week' }));
      expect(router.state.location.search).toContain('filter.view=week');
      expect(screen.getByRole('button', { name: 'Previous week' })).toBeDefined();
    } finally {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    }
  });

  it("adds a prospect's creator from the channels table", async () => {
    const brand = selectedBrand();
    const rejected = store()
      .relationships.lookup('brand_id', brand.id)
      .find((row) => row.approval_status === 'rejected');
    const channel = store().channels.lookup('publisher_id', rejected?.publisher_id ?? 0)[0];
    if (rejected === undefined || channel === undefined)
      throw new Error('The seed has no rejected creator with a channel for the brand.');
    await renderAppPage('/brand/prospecting', { as: 'brand' });
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Search channels' }),
      channel.name,
    );
    const table = await screen.findByRole('grid', { name: 'Channels' });
    await userEvent.click(
      await within(table).findByRole('checkbox', { name: `Select ${channel.name}` }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add 1 creator' }));
    expect(
      await screen.findByText(new RegExp(`Added ${creatorName(channel.publisher_id)}`)),
    ).toBeDefined();
    expect(store().relationships.get(rejected.id)?.approval_status).toBe('approved');
  });

  it("shows a creator's header, tabs, channels, campaigns and activity for the brand", async () => {
    const brand = selectedBrand();
    const [event] = novemberEvents(brand.id);
    if (event === undefined) throw new Error('The seed has no November event for the brand.');
    const creatorId = event.publisher_id;
    const channel = store().channels.lookup('publisher_id', creatorId)[0];
    const { router } = await renderAppPage(`/brand/creators/${creatorId}`, { as: 'brand' });
    expect(
      await screen.findByRole('heading', { level: 1, name: creatorName(creatorId) }),
    ).toBeDefined();
    const tabs = screen.getByRole('tablist', { name: 'Creator' });
    expect(within(tabs).getByRole('tab', { name: 'Profile', selected: true })).toBeDefined();
    const channels = await screen.findByRole('grid', { name: 'Channels' });
    expect(await within(channels).findByText(channel?.name ?? '')).toBeDefined();

    await router.navigate(`/brand/creators/${creatorId}/channel-activity?filter.month=2026-11`);
    const events = await screen.findByRole('grid', { name: 'Events in 11/26' });
    expect(await within(events).findByText(event.title)).toBeDefined();

    const campaign = store()
      .campaigns.lookup('brand_id', brand.id)
      .find((row) => row.publisher_id === creatorId);
    await router.navigate(`/brand/creators/${creatorId}/campaigns`);
    const campaigns = await screen.findByRole('grid', { name: 'Campaigns' });
    if (campaign === undefined) {
      expect(
        await within(campaigns).findByText('No campaigns with this creator yet.'),
      ).toBeDefined();
    } else {
      const channelName = store().channels.get(campaign.content_id)?.name ?? '';
      expect(await within(campaigns).findByText(new RegExp(channelName))).toBeDefined();
    }
  });

  it("opens a creator's campaign conversation in a drawer, kept in the URL", async () => {
    const [campaign] = store().campaigns.lookup('brand_id', selectedBrand().id);
    if (campaign === undefined) throw new Error('The seed has no campaign for the brand.');
    const { router } = await renderAppPage(`/brand/creators/${campaign.publisher_id}/campaigns`, {
      as: 'brand',
    });
    const grid = await screen.findByRole('grid', { name: 'Campaigns' });
    const channelName = store().channels.get(campaign.content_id)?.name ?? '';
    await within(grid).findAllByText(new RegExp(channelName));
    const [, firstRow] = within(grid).getAllByRole('row');
    if (firstRow === undefined) throw new Error('The campaigns list has no row.');
    await userEvent.click(within(firstRow).getAllByRole('gridcell')[0] as HTMLElement);

    expect(await screen.findByRole('dialog', { name: 'Campaign conversation' })).toBeDefined();
    expect(router.state.location.search).toMatch(/conversation=campaign\.\d+/);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).not.toContain('conversation=');
  });

  it("reports the brand's month by creator, event, campaign, day and channel", async () => {
    const brand = selectedBrand();
    const [event] = novemberEvents(brand.id);
    if (event === undefined) throw new Error('The seed has no November event for the brand.');
    const { router } = await renderAppPage('/brand/reports?filter.month=2026-11', { as: 'brand' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reporting' })).toBeDefined();
    const creators = await screen.findByRole('grid', { name: 'Creators, 11/26' });
    expect(await within(creators).findByText(creatorName(event.publisher_id))).toBeDefined();

    await router.navigate('/brand/reports/events?filter.month=2026-11');
    const events = await screen.findByRole('grid', { name: 'Events, 11/26' });
    expect(await within(events).findByText(event.title)).toBeDefined();

    await router.navigate('/brand/reports/campaign-tracking');
    expect(await screen.findByRole('heading', { name: 'Campaign Tracking' })).toBeDefined();
    const count = store().campaigns.lookup('brand_id', brand.id).length;
    expect(await screen.findByRole('grid', { name: 'Campaigns' })).toBeDefined();
    expect(await screen.findByText(new RegExp(`of ${count} campaigns`))).toBeDefined();

    await router.navigate('/brand/reports/seismograph?filter.month=2026-11');
    expect(await screen.findByRole('figure', { name: /Views by day, 11\/26/ })).toBeDefined();

    await router.navigate('/brand/reports/analysis?filter.month=2026-11');
    const channels = await screen.findByRole('grid', { name: 'Campaigns, 11/26' });
    const channelName = store().channels.get(event.content_id)?.name ?? '';
    // A channel is often named after its creator, who has a column of its own.
    expect((await within(channels).findAllByText(channelName)).length).toBeGreaterThan(0);

    await router.navigate('/brand/reports/effectiveness?filter.month=2026-11');
    expect(await screen.findByRole('figure', { name: /Spend by platform, 11\/26/ })).toBeDefined();
  });
});
