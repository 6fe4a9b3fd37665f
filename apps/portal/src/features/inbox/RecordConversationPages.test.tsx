import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderAppPage } from '../../test/renderAppPage.tsx';
import { renderBrandRoute, setupBrandTests } from '../../test/renderBrandRoute.tsx';

// The record pages that hold their record's conversations, against the fake: the agency brand
// dashboard, a campaign opened from the brand's planning list, and the brand app's dashboard.

const mock = setupBrandTests();
const store = () => mock.backend.store;

function newestBody(type: string, id: number, visibility: string): string {
  const thread = store()
    .threads.all()
    .find(
      (row) => row.subject_type === type && row.subject_id === id && row.visibility === visibility,
    );
  const message = store()
    .messages.lookup('thread_id', thread?.id ?? 0)
    .filter(
      (row) =>
        row.activity_log === null && row.deleted_at === null && row.visibility === visibility,
    )
    .sort((a, b) => b.id - a.id)[0];
  if (message === undefined) throw new Error(`No ${visibility} message about ${type} ${id}.`);
  return message.body;
}

describe('record pages with their conversations', { timeout: 60_000 }, () => {
  it('the agency brand dashboard holds the brand’s conversations, with no axe violation', async () => {
    await renderBrandRoute('/agency/brands/2', { as: 'admin' });
    const tabs = await screen.findByRole('tablist', { name: 'Conversations' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Internal', 'With the brand']);
    const log = await screen.findByRole('log', { name: /^Messages with / });
    const body = newestBody('brand', 2, 'internal');
    expect((await within(log).findAllByText(body)).length).toBeGreaterThan(0);
    await screen.findByText('5 of 32 events');
    const { violations } = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);
  });

  it('a campaign row of the brand’s planning opens the campaign, its conversations inside', async () => {
    const view = await renderBrandRoute('/agency/brands/2/planning', { as: 'admin' });
    const grid = await screen.findByRole('grid', { name: 'Campaigns in planning' });
    await screen.findByText('8 of 8 campaigns');
    const [, firstRow] = within(grid).getAllByRole('row');
    if (firstRow === undefined) throw new Error('The planning list has no row.');
    // The first cell holds the row's selection checkbox (bulk work); the next one opens the row.
    await userEvent.click(within(firstRow).getAllByRole('gridcell')[1] as HTMLElement);

    const drawer = await screen.findByRole('dialog', { name: / × / }, { timeout: 20_000 });
    expect(view.router.state.location.search).toMatch(/modal=planning/);
    const tabs = await within(drawer).findByRole(
      'tablist',
      { name: 'Conversations' },
      { timeout: 20_000 },
    );
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Internal', 'With the brand', 'With the creator']);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(view.router.state.location.search).not.toContain('modal=');
  });

  it('the inbox’s link to a campaign opens its conversations over the brand’s planning', async () => {
    const campaign = store()
      .campaigns.all()
      .find((row) => row.brand_id === 2 && row.deleted_at === null);
    await renderBrandRoute(`/agency/brands/2/planning?conversation=campaign.${campaign?.id}`, {
      as: 'admin',
    });
    const drawer = await screen.findByRole('dialog', { name: 'Campaign conversation' });
    // The tabs mount in a deferred render, their code loaded on first use: they come after it.
    expect(await within(drawer).findByRole('tablist', { name: 'Conversations' })).toBeTruthy();
  });

  it('the brand app’s dashboard holds the brand’s conversation with the agency', async () => {
    await renderAppPage('/brand/home', { as: 'brand' });
    const log = await screen.findByRole('log', { name: /^Messages with / });
    const link = screen.getByRole('link', { name: 'Open in inbox' });
    const brandId = Number(
      /thread=brand\.(\d+)\.brand$/.exec(link.getAttribute('href') ?? '')?.[1],
    );
    expect([2, 3, 5]).toContain(brandId);
    expect(screen.queryByRole('tablist', { name: 'Conversations' })).toBeNull();
    expect(
      (await within(log).findAllByText(newestBody('brand', brandId, 'brand'))).length,
    ).toBeGreaterThan(0);
  });
});
