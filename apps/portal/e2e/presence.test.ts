import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import type { ApiCampaign } from './support/agencyHome.ts';
import { callApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { joinsChannel } from './support/notifications.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 23, item 3, in Chromium against the fake's local server: two browser contexts signed in as
// two personas open the same production (and the same campaign) and see each other arrive and
// leave; in a conversation, one writes and the other reads "… is typing". Presence rides the
// fake's Pusher presence channels, joined once pusher-js has loaded (when the page has settled).

const e2e = setupE2E();

/** Who else is looking, as screen readers and the tooltip name it. */
const alsoHere = (scope: Page | ReturnType<Page['getByRole']>, names: string) =>
  scope.getByRole('img', { name: `Also here: ${names}`, exact: true });

/** Opens `path` in a fresh context of `persona`; resolves once the page has joined `channel…`. */
async function open(persona: 'admin' | 'superadmin', path: string, channel: string) {
  const context = await e2e.sessions.context(persona);
  const page = await context.newPage();
  const errors = pageErrors(page);
  const joined = joinsChannel(page, channel, 60_000);
  await page.goto(path);
  await waitForSettled(page);
  await joined;
  return { context, page, errors };
}

describe('live presence', { timeout: 180_000 }, () => {
  it('two personas on one production see each other arrive and leave', async () => {
    // Ada opens the board's first production.
    const board = await e2e.sessions.page('admin');
    await board.goto('/agency/production');
    await waitForSettled(board);
    const grid = board.getByRole('grid', { name: /^Productions, Week of/ });
    // The first row's title (the board's rows come under day headers, issue 24).
    await grid.getByRole('rowheader').first().click();
    await board
      .getByRole('dialog', { name: / on / })
      .getByRole('heading', { name: 'Workflows' })
      .waitFor();
    const path = new URL(board.url()).pathname + new URL(board.url()).search;
    const id = Number(/modal=production:\{"id":(\d+)\}/.exec(decodeURIComponent(path))?.[1]);
    expect(id).toBeGreaterThan(0);
    await board.context().close();

    const ada = await open('admin', path, `presence-production.${id}`);
    const adaDialog = ada.page.getByRole('dialog', { name: / on / });
    expect(await adaDialog.getByRole('img', { name: /^Also here/ }).count()).toBe(0);

    const sam = await open('superadmin', path, `presence-production.${id}`);
    const samDialog = sam.page.getByRole('dialog', { name: / on / });
    await expect.poll(() => alsoHere(adaDialog, 'Sam Super').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => alsoHere(samDialog, 'Ada Admin').count(), { timeout: 15_000 }).toBe(1);

    // The names show on keyboard focus too (once the tooltip's code is in: the row is focusable),
    // and the page stays clean for axe.
    await expect
      .poll(() => alsoHere(adaDialog, 'Sam Super').getAttribute('tabindex'), { timeout: 15_000 })
      .toBe('0');
    await alsoHere(adaDialog, 'Sam Super').focus();
    await expect
      .poll(() => ada.page.getByRole('tooltip').textContent(), { timeout: 10_000 })
      .toBe('Also here: Sam Super');
    expect(await seriousViolations(ada.page)).toEqual([]);

    // Sam closes the browser: gone from Ada's view.
    await sam.context.close();
    await expect
      .poll(() => adaDialog.getByRole('img', { name: /^Also here/ }).count(), { timeout: 15_000 })
      .toBe(0);
    expect(ada.errors).toEqual([]);
    expect(sam.errors).toEqual([]);
    await ada.context.close();
  });

  it('two personas on one campaign see each other in its drawer, and one leaving', async () => {
    const lookup = await e2e.sessions.page('admin');
    await lookup.goto('/agency/home');
    const [campaign] = await callApi<ApiCampaign[]>(lookup, 'GET', '/api/new-campaigns?per_page=1');
    if (campaign === undefined) throw new Error('No campaign.');
    await lookup.context().close();
    const modal = encodeURIComponent(`planning:${JSON.stringify({ campaignId: campaign.id })}`);
    const path = `/agency/planning?modal=${modal}`;
    const channel = `presence-campaign.${campaign.id}`;

    const ada = await open('admin', path, channel);
    const sam = await open('superadmin', path, channel);
    const adaDrawer = ada.page.getByRole('dialog');
    const samDrawer = sam.page.getByRole('dialog');
    await expect.poll(() => alsoHere(adaDrawer, 'Sam Super').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => alsoHere(samDrawer, 'Ada Admin').count(), { timeout: 15_000 }).toBe(1);
    expect(await seriousViolations(sam.page)).toEqual([]);

    // Ada closes the drawer (the page stays open): she leaves the campaign's channel.
    await ada.page.keyboard.press('Escape');
    await expect
      .poll(() => samDrawer.getByRole('img', { name: /^Also here/ }).count(), { timeout: 15_000 })
      .toBe(0);
    expect(ada.errors).toEqual([]);
    expect(sam.errors).toEqual([]);
    await Promise.all([ada.context.close(), sam.context.close()]);
  });

  it('one writes in a conversation, the other reads "… is typing"', async () => {
    const path = '/agency/inbox?thread=brand.2.internal';
    const ada = await open('admin', path, 'presence-thread.');
    const sam = await open('superadmin', path, 'presence-thread.');
    await expect.poll(() => alsoHere(ada.page, 'Sam Super').count(), { timeout: 15_000 }).toBe(1);
    const typing = ada.page.getByRole('status').filter({ hasText: /is typing/ });
    expect(await typing.count()).toBe(0);

    const composer = sam.page.getByRole('textbox', { name: /^Message / });
    await composer.pressSequentially('Looking at the numbers', { delay: 20 });
    await expect.poll(() => typing.textContent(), { timeout: 15_000 }).toBe('Sam is typing…');
    // Sam sends: the mark goes at once.
    await composer.press('Enter');
    await expect.poll(() => typing.count(), { timeout: 15_000 }).toBe(0);
    expect(await seriousViolations(ada.page)).toEqual([]);
    expect(ada.errors).toEqual([]);
    expect(sam.errors).toEqual([]);
    await Promise.all([ada.context.close(), sam.context.close()]);
  });
});
