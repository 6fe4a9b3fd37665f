import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettled } from './browser.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 7: the inbox in a real browser against the fake's local server. Two personas in separate
// browser contexts chat live over the fake Pusher; sends under a 30% error rate end with exactly
// the messages sent; an XSS corpus runs no script.

const e2e = setupE2E();

/** brand@airtime.test reads brand 2's shared thread; agency staff read every thread. */
const SHARED = 'thread=brand.2.brand';

interface ApiMessage {
  readonly id: number;
  readonly body: string;
}

/** Every message body of brand 2's shared thread, as the server holds it. */
async function serverBodies(page: Page): Promise<string[]> {
  const thread = await (await page.request.get('/api/threads/brand/2/brand')).json();
  const bodies: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const response = await page.request.get(
      `/api/threads/${thread.data.id}/messages?per_page=100${query}`,
    );
    const json = (await response.json()) as {
      data: ApiMessage[];
      links: { next: string | null };
    };
    bodies.push(...json.data.map((message) => message.body));
    cursor = json.links.next;
  } while (cursor !== null);
  return bodies;
}

async function openInbox(persona: 'admin' | 'brand', path: string) {
  const page = await e2e.sessions.page(persona);
  const errors = pageErrors(page);
  await page.goto(path);
  await page.getByRole('log').waitFor();
  await waitForSettled(page);
  return { page, errors };
}

const composer = (page: Page) => page.getByRole('textbox', { name: /^Message / });

describe('the inbox', () => {
  it('lets a brand user and agency staff chat live, each in their own browser', async () => {
    const agency = await openInbox('admin', `/agency/inbox?${SHARED}`);
    const brand = await openInbox('brand', `/brand/inbox?${SHARED}`);
    const stamp = Date.now();

    await composer(agency.page).fill(`Agency says hi ${stamp}`);
    await composer(agency.page).press('Enter');
    await brand.page.getByRole('log').getByText(`Agency says hi ${stamp}`).waitFor();

    await composer(brand.page).fill(`Brand answers ${stamp}`);
    await composer(brand.page).press('Enter');
    await agency.page.getByRole('log').getByText(`Brand answers ${stamp}`).waitFor();

    expect(agency.errors).toEqual([]);
    expect(brand.errors).toEqual([]);
    await agency.page.context().close();
    await brand.page.context().close();
  });

  it('ends 50 sends under a 30% error rate with exactly the messages sent, after retries', {
    timeout: 180_000,
  }, async () => {
    const { page, errors } = await openInbox('brand', `/brand/inbox?${SHARED}`);
    const before = await serverBodies(page);
    const sent = Array.from({ length: 50 }, (_, index) => `Stress ${index + 1} of 50`);
    await e2e.mock.faults({ errorRate: 0.3 });
    for (const body of sent) {
      await composer(page).fill(body);
      await composer(page).press('Enter');
    }
    // Retry what failed until nothing is left; each round may fail some again.
    const failed = page.getByRole('list', { name: 'Messages not sent' });
    for (let round = 0; round < 40; round += 1) {
      await page.waitForTimeout(300);
      const retry = failed.getByRole('button', { name: 'Retry' });
      if ((await retry.count()) === 0 && (await page.locator('[aria-busy="true"]').count()) === 0)
        break;
      if ((await retry.count()) > 0) await retry.first().click();
    }
    await e2e.mock.faults({});
    expect(await failed.count()).toBe(0);
    const after = await serverBodies(page);
    const added = after.filter((body) => !before.includes(body));
    expect(added.sort()).toEqual([...sent].sort());
    const log = page.getByRole('log');
    for (const body of sent) expect(await log.getByText(body, { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('runs no script from message bodies (an XSS corpus shows as text)', async () => {
    const { page, errors } = await openInbox('admin', `/agency/inbox?${SHARED}`);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const corpus = [
      '<script>window.__xss = 1</script>',
      '<img src=x onerror="window.__xss = 2">',
      '<svg onload="window.__xss = 3"></svg>',
      '"><iframe src="javascript:window.__xss = 4"></iframe>',
      '<a href="javascript:window.__xss = 5">click</a> javascript:window.__xss=5',
      '{{constructor.constructor("window.__xss = 6")()}}',
      '<details open ontoggle="window.__xss = 7">',
    ];
    for (const body of corpus) {
      await composer(page).fill(body);
      await composer(page).press('Enter');
      await page.getByRole('log').getByText(body, { exact: true }).first().waitFor();
    }
    await page.reload();
    await page
      .getByRole('log')
      .getByText(corpus[0] ?? '', { exact: true })
      .waitFor();
    await waitForSettled(page);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(
      await page
        .getByRole('log')
        .locator('script, iframe, img[src="x"], svg[onload], details[ontoggle]')
        .count(),
    ).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
