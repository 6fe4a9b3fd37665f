import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBrandRoute, setupBrandTests } from '../../../test/renderBrandRoute.tsx';

setupBrandTests();

const grid = (name: string) => screen.findByRole('grid', { name });
const reporting = (report: string) => `/agency/brands/2/reporting/${report}`;
/** The grid's first data row, once the data has rendered (the header row comes first). */
const firstDataRow = async (table: HTMLElement) => {
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row')[1] as HTMLElement;
};
/** A figure of the page (not of the brand's header, nor a column header) with its value. */
const figure = (label: string) =>
  screen
    .getAllByText(label)
    .find(
      (element) =>
        element.closest('[aria-label="Brand"]') === null &&
        element.closest('[role=columnheader]') === null,
    )?.parentElement?.textContent ?? '';

describe('the brand reports', () => {
  it('Campaign Tracking: every campaign with its status, IO and end', async () => {
    await renderBrandRoute(reporting('campaign-tracking'), { as: 'admin' });
    const table = await grid('Campaigns');
    expect(await screen.findByText('25 of 26 campaigns')).toBeTruthy();
    const first = await firstDataRow(table);
    expect(
      within(first).getByText('Karlee Sporer', {
        selector: '[role=rowheader] *, [role=rowheader]',
      }),
    ).toBeTruthy();
    expect(within(first).getByText('Cancelled')).toBeTruthy();
    expect(within(first).getByText('Dec 09, 2026')).toBeTruthy();
  });

  it('Events: a month of aired and planned events, another month from the picker', async () => {
    const { router } = await renderBrandRoute(reporting('events'), { as: 'admin' });
    expect(await screen.findByText('November 2026')).toBeTruthy();
    const table = await grid('Events, 11/26');
    expect(await within(table).findByText('Live: 193: Blind Meadow')).toBeTruthy();
    expect(within(table).getAllByText('Planned')).toHaveLength(2);
    await screen.findByText('6 of 6 events');
    expect(figure('Views vs estimate')).toContain('73%');
    expect(figure('CPM')).toContain('$29.08');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(router.state.location.search).toContain('filter.month=2026-12');
    const december = await grid('Events, 12/26');
    expect(await within(december).findByText('# 170: Well-off Captain')).toBeTruthy();
  });

  it('Campaign Analysis: events, views, spend and CPM per campaign', async () => {
    await renderBrandRoute(reporting('analysis'), { as: 'admin' });
    const table = await grid('Campaigns, last 12 months');
    const row = await firstDataRow(table);
    expect(row.textContent).toContain('Cheyanne Sanford');
    expect(row.textContent).toContain('2,451,160');
    expect(row.textContent).toContain('$78,300');
    expect(row.textContent).toContain('$31.94');
  });

  it('Seismograph: views of the aired events by day, as a chart with its table', async () => {
    await renderBrandRoute(reporting('seismograph'), { as: 'admin' });
    const chart = await screen.findByRole('figure', { name: /Views by day, last 12 months/ });
    expect(await within(chart).findByText('Nov 16, 2026')).toBeTruthy();
    expect(within(chart).getByText('602,693')).toBeTruthy();
    expect(figure('Aired events')).toContain('60');
  });

  it('Effectiveness: actual against estimated views per creator', async () => {
    await renderBrandRoute(reporting('effectiveness'), { as: 'admin' });
    const table = await grid('Effectiveness by creator, last 12 months');
    const row = await firstDataRow(table);
    expect(row.textContent).toContain('Debra Mitchell');
    expect(row.textContent).toContain('136%');
    expect(await screen.findByText('18 creators')).toBeTruthy();
  });

  it("Creators: each creator with the brand's decision and their figures", async () => {
    await renderBrandRoute(reporting('creators'), { as: 'admin' });
    const table = await grid('Creators, last 12 months');
    const row = await firstDataRow(table);
    expect(row.textContent).toContain('Cheyanne Sanford');
    expect(row.textContent).toContain('Unsent');
    expect(row.textContent).toContain('$78,300');
    expect(await screen.findByText('23 creators')).toBeTruthy();
  });

  it("Revenue: the aired events' rates by month against the budget", async () => {
    await renderBrandRoute(reporting('revenue'), { as: 'admin' });
    const table = await grid('Revenue by month');
    const row = await firstDataRow(table);
    expect(row.textContent).toContain('November 2026');
    expect(row.textContent).toContain('$16,150');
    expect(figure('Yearly budget')).toContain('$455,000');
  });

  it("Sales Activity: the activity entries of the brand's threads", async () => {
    await renderBrandRoute(reporting('activity'), { as: 'admin' });
    const shared = await grid('Activity shared with the brand');
    expect(await within(shared).findByText('set the projection to High')).toBeTruthy();
    expect(within(shared).getByText('projection: medium → high')).toBeTruthy();
    expect(await screen.findByText('No activity yet.')).toBeTruthy();
  });

  it("Import Activity: the brand's integrations and their last sync", async () => {
    await renderBrandRoute(reporting('import-activity'), { as: 'admin' });
    const table = await grid('Integrations');
    expect(await within(table).findByText('Shopify')).toBeTruthy();
    expect(within(table).getByText('Impact')).toBeTruthy();
    expect(within(table).getByText('Paused')).toBeTruthy();
  });

  it("Contracts: the campaigns' IOs, each opened on demand", async () => {
    await renderBrandRoute(reporting('contracts'), { as: 'admin' });
    const table = await grid('Campaign contracts');
    const cell = await within(table).findByText('IO-2026-0771');
    await userEvent.click(cell);
    const dialog = await screen.findByRole('dialog', { name: /^IO: / }, { timeout: 20_000 });
    expect(
      await within(dialog).findByText('Download the PDF', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(within(dialog).getByText('IO-2026-0771')).toBeTruthy();
    expect(within(dialog).queryByText('Not signed')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
