import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBrandRoute, setupBrandTests } from '../../../test/renderBrandRoute.tsx';

setupBrandTests();

const grid = (name: string) => screen.findByRole('grid', { name });

describe('the brand sections', () => {
  it('Dashboard: this month, upcoming and recent events, campaigns by status', async () => {
    await renderBrandRoute('/agency/brands/2', { as: 'admin' });
    const upcoming = await grid('Upcoming events');
    expect(await within(upcoming).findByText('Live: 211: Advanced Comparison')).toBeTruthy();
    expect(within(upcoming).queryByText('# 266: Qualified Bin')).toBeNull();
    const recent = await grid('Recently aired events');
    expect(await within(recent).findByText('# 266: Qualified Bin')).toBeTruthy();
    expect(await screen.findByText('5 of 32 events')).toBeTruthy();
    const month = screen.getByText('Events this month').parentElement;
    await within(month as HTMLElement).findByText('6');
    // The donut's table view lists the campaigns by status.
    const chart = screen.getByRole('figure', { name: /Campaigns by status/ });
    expect(await within(chart).findByText('Campaigns')).toBeTruthy();
    expect(within(chart).getAllByText('Active').length).toBeGreaterThan(0);
  });

  it('Prospecting: creators the brand does not work with yet, by decision', async () => {
    await renderBrandRoute('/agency/brands/2/prospecting', { as: 'admin' });
    const table = await grid('Creators proposed to the brand');
    expect(await within(table).findByText("Miguel O'Connell")).toBeTruthy();
    expect(within(table).getAllByText('To Discuss').length).toBeGreaterThan(0);
    expect(within(table).queryByText('Approved')).toBeNull();
    expect(await screen.findByText('12 of 12 creators')).toBeTruthy();
  });

  it('Prospecting: a decision filter in the URL', async () => {
    await renderBrandRoute('/agency/brands/2/prospecting?filter.approval_status=approved', {
      as: 'admin',
    });
    const table = await grid('Creators proposed to the brand');
    expect(await within(table).findByText('Cassandre Barrows-Watsica')).toBeTruthy();
    expect(within(table).queryByText('To Discuss')).toBeNull();
  });

  it('Planning: the campaigns in planning by step, filtered from the URL', async () => {
    const { router } = await renderBrandRoute('/agency/brands/2/planning', { as: 'admin' });
    const table = await grid('Campaigns in planning');
    expect(await screen.findByText('8 of 8 campaigns')).toBeTruthy();
    expect(within(table).getAllByText('Declined')).toHaveLength(3);
    await router.navigate('/agency/brands/2/planning?filter.group=create_plan');
    expect(await screen.findByText('1 of 1 campaigns')).toBeTruthy();
    expect(within(await grid('Campaigns in planning')).getByText('Create Plan')).toBeTruthy();
  });

  it("Production: the brand's productions, newest first, sortable", async () => {
    const { router } = await renderBrandRoute('/agency/brands/2/production', { as: 'admin' });
    const table = await grid('Productions');
    expect(await within(table).findByText('Episode 85: Elastic Platypus')).toBeTruthy();
    expect(await screen.findByText('25 of 93 productions')).toBeTruthy();
    await userEvent.click(within(table).getByRole('columnheader', { name: /Rate/ }));
    expect(router.state.location.search).toContain('sort=-rate');
  });
});
