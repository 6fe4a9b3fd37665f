import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { navigateInApp, waitForSettled } from './browser.ts';
import { callApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { chooseFromSearch, searchSettled } from './support/combobox.ts';
import {
  createdNotifications,
  joinsChannel,
  joinsUserChannel,
  setPageHidden,
  watchNotifications,
} from './support/notifications.ts';
import { PERSONAS } from './support/personas.ts';
import { pageErrors, setupE2E } from './support/setup.ts';

// Issue 7: the inbox in a real browser against the fake's local server. Two personas in separate
// browser contexts chat live over the fake Pusher; sends under a 30% error rate end with exactly
// the messages sent; an XSS corpus in bodies, tags and record names runs no script. A message in
// a followed conversation moves the header's unread badge live and, while the tab is hidden,
// shows a browser notification. A message sent before the page's channels are joined (realtime
// starts once the page has settled) shows once they are.

const e2e = setupE2E();

/** brand@airtime.test reads brand 2's shared thread; agency staff read every thread. */
const SHARED = 'thread=brand.2.brand';

interface ApiMessage {
  readonly id: number;
  readonly body: string;
}

/** Every message of a thread, newest first, as the server holds it. */
async function serverMessages(page: Page, threadId: number): Promise<ApiMessage[]> {
  const messages: ApiMessage[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const response = await page.request.get(
      `/api/threads/${threadId}/messages?per_page=100${query}`,
    );
    const json = (await response.json()) as {
      data: ApiMessage[];
      links: { next: string | null };
    };
    messages.push(...json.data);
    cursor = json.links.next;
  } while (cursor !== null);
  return messages;
}

/** Every message body of brand 2's shared thread, as the server holds it. */
async function serverBodies(page: Page): Promise<string[]> {
  const thread = await (await page.request.get('/api/threads/brand/2/brand')).json();
  return (await serverMessages(page, thread.data.id)).map((message) => message.body);
}

async function openInbox(persona: 'admin' | 'brand', path: string) {
  const page = await e2e.sessions.page(persona);
  const errors = pageErrors(page);
  // Live once its channels are joined (pusher-js loads once the page has settled): a message sent
  // before comes with the read that follows the join, not live.
  const live = Promise.all([
    joinsUserChannel(page, 60_000),
    ...(persona === 'admin' ? [joinsChannel(page, 'private-agency', 60_000)] : []),
  ]);
  await page.goto(path);
  await page.getByRole('log').waitFor();
  await waitForSettled(page);
  await live;
  return { page, errors };
}

/** The name of the shared thread's record (brand 2), as the inbox shows it. */
async function sharedSubjectName(page: Page): Promise<string> {
  const response = await page.request.get('/api/threads/brand/2/brand', {
    headers: { Accept: 'application/json' },
  });
  return ((await response.json()) as { data: { subject: { name: string } } }).data.subject.name;
}

const composer = (page: Page) => page.getByRole('textbox', { name: /^Message / });

/** Writes a message in the open conversation and waits until the server has it. */
async function send(page: Page, body: string) {
  await composer(page).fill(body);
  await composer(page).press('Enter');
  const sent = page.getByRole('log').locator('article', { hasText: body });
  await sent.waitFor();
  await expect.poll(() => sent.getAttribute('aria-busy'), { timeout: 30_000 }).toBe(null);
}

/** The header's link to the inbox, named with the unread count (decisions §8). */
const headerInbox = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Inbox\b/ });

/** The unread count the header's inbox link announces ("Inbox, 3 unread"; none: "Inbox"). */
async function headerUnread(page: Page): Promise<number> {
  const name = (await headerInbox(page).getAttribute('aria-label')) ?? '';
  return Number(/^Inbox, (\d+) unread$/.exec(name)?.[1] ?? 0);
}

/** Waits until the header's inbox link is named with `count` unread, as a screen reader says it. */
async function announcesUnread(page: Page, count: number) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: `Inbox, ${count} unread`, exact: true })
    .waitFor();
}

/**
 * Agency staff on their home page (not the inbox), in a context that `prepare` may set up first,
 * following the shared conversation. They follow it through the call the inbox's Follow button
 * makes: opening the inbox only to press it would double the journey's time.
 */
async function followSharedFromHome(prepare?: (context: BrowserContext) => Promise<void>) {
  const context = await e2e.sessions.context('admin');
  await prepare?.(context);
  const page = await context.newPage();
  const errors = pageErrors(page);
  const joined = joinsUserChannel(page);
  await page.goto('/agency/home');
  await waitForSettled(page);
  await joined;
  const [thread, user] = await Promise.all([
    callApi<{ id: number }>(page, 'GET', '/api/threads/brand/2/brand'),
    callApi<{ id: number }>(page, 'GET', '/api/user'),
  ]);
  await callApi(page, 'POST', `/api/thread/${thread.id}/subscriptions`, { user_id: user.id });
  // A reload would lose this: the checks below see the page change without one.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  return { page, errors };
}

const isSamePage = (page: Page) =>
  page.evaluate(() => (window as { __samePage?: boolean }).__samePage === true);

/**
 * From now on, each script the page asks for arrives 500 ms late, so code loaded on first use is
 * not there yet when the user acts (the modules already running are not asked for again).
 */
async function delayLaterScripts(page: Page) {
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
}

/** What a Tab journey looks for: the focused element matches `selector` (and names `name`). */
interface FocusTarget {
  readonly selector: string;
  readonly name?: string;
  /** The message (article) around the focused element holds this text. */
  readonly inside?: string;
}

/** Presses Tab (or Shift+Tab) until the focused element is `target`; fails after `limit` presses. */
async function tabTo(page: Page, target: FocusTarget, { back = false, limit = 250 } = {}) {
  for (let press = 0; press < limit; press += 1) {
    const found = await page.evaluate(({ selector, name, inside }) => {
      const active = document.activeElement;
      if (active === null || !active.matches(selector)) return false;
      if (inside !== undefined && !active.closest('article')?.textContent?.includes(inside))
        return false;
      const labelledBy = active.getAttribute('aria-labelledby')?.split(' ') ?? [];
      // A native field is named by its <label> element.
      const labels = 'labels' in active ? [...((active as HTMLInputElement).labels ?? [])] : [];
      const label =
        active.getAttribute('aria-label') ??
        (labelledBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') ||
          labels.map((element) => element.textContent).join(' ') ||
          active.textContent) ??
        '';
      return name === undefined || label.includes(name);
    }, target);
    if (found) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.selector} ${target.name ?? ''}`);
}

/**
 * The body of every message of the open thread, oldest first: the timeline is virtualized, so it
 * loads every page, then scrolls through from the top, collecting each article once (by id).
 */
async function timelineTexts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const log = document.querySelector('[role="log"]');
    const scroller = log?.parentElement;
    if (log === null || scroller === null || scroller === undefined) return [];
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const hasEarlier = () =>
      [...log.querySelectorAll('button')].some((b) => b.textContent === 'Load earlier messages');
    // At the top, earlier pages load by themselves: wait until the whole thread is there (a
    // partial timeline would only fail later, on its missing messages).
    const started = performance.now();
    do {
      if (performance.now() - started > 60_000) throw new Error('Earlier pages kept loading.');
      scroller.scrollTop = 0;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (hasEarlier());
    const bodies = new Map<string, string>();
    scroller.scrollTop = 0;
    for (;;) {
      await frame();
      await frame();
      for (const article of log.querySelectorAll('article')) {
        const body = article.querySelector('p');
        bodies.set(article.id, body?.textContent ?? '');
      }
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) break;
      scroller.scrollTop += scroller.clientHeight / 2;
    }
    return [...bodies.values()];
  });
}

/**
 * Waits until the open thread shows messages, asking from Node: right after a conversation opens
 * from the keyboard, Playwright's in-page waits (locators, waitForFunction) stalled for good.
 */
async function untilTimelineShows(page: Page) {
  for (let tries = 0; tries < 150; tries += 1) {
    const shown = await page.evaluate(
      () => document.querySelector('[role="log"] article') !== null,
    );
    if (shown) return;
    await page.waitForTimeout(100);
  }
  throw new Error('The conversation did not open.');
}

/** The articles of the open timeline whose box is inside the scroller's visible part. */
async function articlesInView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const log = document.querySelector('[role="log"]');
    const box = log?.parentElement?.getBoundingClientRect();
    if (log === null || box === undefined) return [];
    return [...log.querySelectorAll('article')]
      .filter((article) => {
        const rect = article.getBoundingClientRect();
        return rect.bottom > box.top && rect.top < box.bottom;
      })
      .map((article) => article.id);
  });
}

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
    // The agency can see it before the brand's own send has its answer: audit the brand's page
    // once that is in (its Send button no longer pending).
    await expect
      .poll(() => brand.page.locator('[data-pending]').count(), { timeout: 30_000 })
      .toBe(0);
    expect(await seriousViolations(brand.page)).toEqual([]);

    expect(agency.errors).toEqual([]);
    expect(brand.errors).toEqual([]);
    await agency.page.context().close();
    await brand.page.context().close();
  });

  it('shows a message sent before its channels were joined, once they are: nothing is missed', {
    timeout: 120_000,
  }, async () => {
    const agency = await e2e.sessions.page('admin');
    const errors = pageErrors(agency);
    // pusher-js waits for the test: the agency's channels are joined only once it lets it load.
    let letPusherLoad = () => {};
    const pusherHeld = new Promise<void>((resolve) => {
      letPusherLoad = resolve;
    });
    await agency.context().route(/\/assets\/pusher-[^/]+\.js$/, async (route) => {
      await pusherHeld;
      await route.continue();
    });
    const live = Promise.all([
      joinsUserChannel(agency, 60_000),
      joinsChannel(agency, 'private-agency', 60_000),
    ]);
    await agency.goto(`/agency/inbox?${SHARED}`);
    await agency.getByRole('log').waitFor();
    await waitForSettled(agency);

    const brand = await e2e.sessions.page('brand');
    await brand.goto('/brand/inbox');
    const thread = await callApi<{ id: number }>(brand, 'GET', '/api/threads/brand/2/brand');
    const body = `Sent before the agency joined ${Date.now()}`;
    await callApi(brand, 'POST', `/api/threads/${thread.id}/messages`, { body });
    // No event can bring it: the agency's channels are not joined yet.
    expect(await agency.getByRole('log').getByText(body).count()).toBe(0);

    letPusherLoad();
    await live;
    await agency.getByRole('log').getByText(body).waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await agency.context().close();
    await brand.context().close();
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
    // Retry what failed until nothing is left; each retry may fail again. Each round waits until
    // no send is in flight (then every failure shows its Retry), not for a fixed 300 ms: 40 such
    // rounds could run out on a busy machine with sends still going.
    const failed = page.getByRole('list', { name: 'Messages not sent' });
    const retry = failed.getByRole('button', { name: 'Retry' });
    const busy = page.locator('[aria-busy="true"]');
    for (let round = 0; round < 200; round += 1) {
      await expect.poll(() => busy.count(), { timeout: 60_000 }).toBe(0);
      if ((await retry.count()) === 0) break;
      await retry.first().click();
    }
    await e2e.mock.faults({});
    expect(await failed.count()).toBe(0);
    const after = await serverBodies(page);
    const added = after.filter((body) => !before.includes(body));
    expect(added.sort()).toEqual([...sent].sort());
    const shown = await timelineTexts(page);
    for (const body of sent) expect(shown.filter((text) => text === body)).toHaveLength(1);
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

  it('runs no script from the names of tagged records and of conversations', {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await openInbox('admin', `/agency/inbox?${SHARED}`);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const stamp = Date.now();
    const word = `Tagged${stamp}`;
    const brand = await callApi<{ id: number; name: string }>(page, 'POST', '/api/brands', {
      name: `<img src=x onerror="window.__xss = 11">${word} brand`,
    });
    const creator = await callApi<{ id: number; name: string }>(page, 'POST', '/api/creators', {
      name: `<svg onload="window.__xss = 12"></svg>${word} creator`,
    });

    // Both are found by the tag search and chosen; the message carries them as named chips.
    for (const record of [brand, creator]) {
      await page.getByRole('button', { name: /^(Tag|Add tag)$/ }).click();
      const search = page.getByRole('combobox', { name: /^Tag a / });
      // An option reads its record's name, then the line under it ('Brand').
      const escaped = record.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await chooseFromSearch(search, word, new RegExp(`^${escaped}`));
      await expect.poll(() => search.inputValue()).toBe('');
      await search.press('Escape');
    }
    const chosen = page.getByRole('grid', { name: 'Tags' });
    expect(await chosen.getByRole('row').allTextContents()).toEqual([brand.name, creator.name]);
    await send(page, `Tagged message ${stamp}`);
    const tags = page
      .getByRole('log')
      .locator('article', { hasText: `Tagged message ${stamp}` })
      .getByRole('list', { name: 'Tags' });
    expect(await tags.getByRole('link').allTextContents()).toEqual([brand.name, creator.name]);

    // The brand's own conversation: its name heads the thread and its row in the list.
    const thread = await callApi<{ id: number }>(page, 'POST', '/api/threads', {
      subject_type: 'brand',
      subject_id: brand.id,
      visibility: 'internal',
    });
    await callApi(page, 'POST', `/api/threads/${thread.id}/messages`, { body: 'About the brand' });
    await page.goto(`/agency/inbox?thread=brand.${brand.id}.internal&filter.s=${word}`);
    await page.getByRole('log').getByText('About the brand').waitFor();
    await page.getByRole('heading', { name: brand.name }).first().waitFor();
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(`${word} brand`) })
      .waitFor();
    await waitForSettled(page);

    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
    // The open thread as a whole (list, timeline with tag chips, details, composer) passes axe.
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a 600-message thread with a screenful in the page, keeps the reader in place while earlier pages load, and follows a link to an old message', {
    timeout: 120_000,
  }, async () => {
    const threadId = await e2e.mock.threadHistory({
      subject_type: 'brand',
      subject_id: 3,
      visibility: 'internal',
      count: 600,
    });
    const { page, errors } = await openInbox('admin', '/agency/inbox?thread=brand.3.internal');
    const log = page.getByRole('log');
    await log.getByText('(#600)', { exact: false }).waitFor();
    expect(await log.locator('article').count()).toBeLessThan(40);
    expect((await articlesInView(page)).length).toBeGreaterThan(3);

    // Scrolling up loads earlier pages; what the reader looked at stays in view.
    await log.hover();
    for (let step = 0; step < 6; step += 1) {
      await page.mouse.wheel(0, -600);
      await page.waitForTimeout(150);
    }
    const before = await articlesInView(page);
    await waitForSettled(page);
    const after = await articlesInView(page);
    expect(after.some((id) => before.includes(id))).toBe(true);
    expect(await log.locator('article').count()).toBeLessThan(40);

    // A link to message #40, pages back: it is loaded, scrolled to and highlighted.
    const oldId = (await serverMessages(page, threadId)).find((message) =>
      message.body.endsWith('(#40)'),
    )?.id;
    await page.goto(`/agency/inbox?thread=brand.3.internal&message=message.${oldId}`);
    const linked = page.locator(`#message-${oldId}`);
    await linked.waitFor({ timeout: 30_000 });
    await expect.poll(() => linked.getAttribute('data-highlighted')).toBe('true');
    await expect.poll(() => articlesInView(page)).toContain(`message-${oldId}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a thread that fits one page at its newest message, and again when the reader comes back to it', {
    timeout: 120_000,
  }, async () => {
    // 24 messages: one page (25), taller than the pane, so drawn without the virtualizer.
    await e2e.mock.threadHistory({
      subject_type: 'brand',
      subject_id: 5,
      visibility: 'internal',
      count: 24,
    });
    const { page, errors } = await openInbox('admin', '/agency/inbox?thread=brand.5.internal');
    const log = page.getByRole('log');
    await log.getByText('(#24)', { exact: false }).waitFor();
    expect(await log.locator('article').count()).toBe(24);
    // The newest message in view, and the oldest scrolled out of it.
    const newestInView = async () => {
      const ids = await articlesInView(page);
      const articles = log.locator('article');
      const [oldest, newest] = await Promise.all([
        articles.first().getAttribute('id'),
        articles.last().getAttribute('id'),
      ]);
      return ids.includes(newest ?? '') && !ids.includes(oldest ?? '');
    };
    await expect.poll(newestInView).toBe(true);

    // Another conversation, then back: the cached thread opens at its newest message again.
    await waitForSettled(page, {
      from: await navigateInApp(page, '/agency/inbox?thread=brand.2.internal'),
    });
    await log.getByText('(#24)', { exact: false }).waitFor({ state: 'detached' });
    await waitForSettled(page, {
      from: await navigateInApp(page, '/agency/inbox?thread=brand.5.internal'),
    });
    await log.getByText('(#24)', { exact: false }).waitFor();
    await expect.poll(newestInView).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('works from the keyboard alone: search, open, write, react and reply', {
    timeout: 120_000,
  }, async () => {
    const page = await e2e.sessions.page('admin');
    const errors = pageErrors(page);
    await page.goto('/agency/inbox');
    await waitForSettled(page);
    const name = await sharedSubjectName(page);

    await tabTo(page, { selector: 'input', name: 'Search conversations' });
    await page.keyboard.type(name);
    // The search reaches the URL after a pause; the list then holds that brand's conversations.
    await page.waitForURL(/filter\.s=/);
    await waitForSettled(page);

    // The conversation shared with that brand: open it with Enter.
    await tabTo(page, { selector: 'ul[aria-label="Conversations"] a', name: 'With the brand' });
    await page.keyboard.press('Enter');
    await page.waitForURL(/thread=brand\.2\.brand/);
    const log = page.getByRole('log', { name: /^Messages with / });
    await untilTimelineShows(page);
    await log.waitFor();
    await waitForSettled(page);

    const stamp = Date.now();
    await tabTo(page, { selector: 'textarea' });
    await page.keyboard.type(`Keyboard only ${stamp}`);
    await page.keyboard.press('Enter');
    const mine = log.locator('article', { hasText: `Keyboard only ${stamp}` });
    await mine.waitFor();
    await expect.poll(() => mine.getAttribute('aria-busy')).toBe(null);

    // Back up into the new message's actions: react with the first emoji of the menu.
    // Back to the new message itself (its actions mount on focus), then into its actions.
    await tabTo(page, { selector: 'article', name: `Keyboard only ${stamp}` }, { back: true });
    await tabTo(page, {
      selector: 'button',
      name: 'Add reaction',
      inside: `Keyboard only ${stamp}`,
    });
    expect(
      await page.evaluate(() => document.activeElement?.closest('article')?.textContent),
    ).toContain(`Keyboard only ${stamp}`);
    await page.keyboard.press('Enter');
    // The menu is named by its trigger ('Add reaction') and opens with the first emoji focused.
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Enter');
    await mine.locator('button[aria-pressed="true"]').waitFor();

    // Reply to it: the composer says so, and the reply quotes it.
    // Back to the message (wherever the closed menu left focus), then on to its Reply.
    await tabTo(page, { selector: 'article', name: `Keyboard only ${stamp}` }, { back: true });
    await tabTo(page, { selector: 'button', name: 'Reply', inside: `Keyboard only ${stamp}` });
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: /^Reply in / }).waitFor();
    await tabTo(page, { selector: 'textarea' });
    await page.keyboard.type(`Answer ${stamp}`);
    await page.keyboard.press('Enter');
    const reply = log.locator('article', { hasText: `Answer ${stamp}` });
    await reply.waitFor();
    expect(await reply.textContent()).toContain(`Reply to You: Keyboard only ${stamp}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // A message's menus, its editor and the delete confirmation load on first use (issue 17): the
  // first Enter on a menu button, before its code is there, must still open it on its first item.
  it('edits and deletes one’s own message from the keyboard, each on the first Enter', {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await openInbox('brand', `/brand/inbox?${SHARED}`);
    const stamp = Date.now();
    await send(page, `First use ${stamp}`);
    await delayLaterScripts(page);
    const mine = page.getByRole('log').locator('article', { hasText: `First use ${stamp}` });
    // The message's actions mount when it takes focus.
    await mine.focus();
    const more = mine.getByRole('button', { name: 'More actions' });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect
      .poll(() =>
        menu
          .getByRole('menuitem', { name: 'Edit' })
          .evaluate((item) => item === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    const editor = mine.getByRole('textbox', { name: 'Edit message' });
    await expect
      .poll(() => editor.evaluate((field) => field === document.activeElement))
      .toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`Edited ${stamp}`);
    await page.keyboard.press('Enter');
    const edited = page.getByRole('log').locator('article', { hasText: `Edited ${stamp}` });
    await edited.getByText('(edited)').waitFor();

    await edited.focus();
    await edited.getByRole('button', { name: 'More actions' }).focus();
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() =>
        menu
          .getByRole('menuitem', { name: 'Delete' })
          .evaluate((item) => item === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete this message?' });
    await dialog.getByRole('button', { name: 'Delete message' }).press('Enter');
    await edited.waitFor({ state: 'detached' });
    // The delete is optimistic: the message leaves the thread before the server has answered.
    await expect.poll(() => serverBodies(page)).not.toContain(`Edited ${stamp}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // The details pane's "Add a follower" is a plain field until first used (issue 17): what is
  // typed in it at once stays, and the combobox that takes over lists the people found.
  it('adds a follower typed into the details pane before its combobox has loaded', {
    timeout: 120_000,
  }, async () => {
    const { page, errors } = await openInbox('admin', `/agency/inbox?${SHARED}`);
    await delayLaterScripts(page);
    const about = page.getByRole('complementary', { name: 'About this conversation' });
    const field = about.getByRole('combobox', { name: 'Add a follower' });
    await field.click();
    await page.keyboard.type('ops@');
    await searchSettled(field);
    // The combobox took over the text and opened its list of the people found.
    await page.getByRole('option', { name: /ops@airtime\.test/ }).click();
    await expect.poll(() => field.inputValue()).toBe('');
    // The server holds the follower, and the pane lists them with a way to remove them.
    type Subscription = { user?: { email: string; firstname: string; lastname: string } };
    const opsFollowing = async () =>
      (
        await callApi<{ subscriptions?: Subscription[] }>(page, 'GET', '/api/threads/brand/2/brand')
      ).subscriptions?.find((row) => row.user?.email === 'ops@airtime.test')?.user;
    await expect.poll(opsFollowing).toBeDefined();
    const ops = await opsFollowing();
    await about
      .getByRole('list', { name: 'Followers' })
      .getByRole('button', { name: `Remove ${ops?.firstname} ${ops?.lastname}` })
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("moves the header's unread badge live when someone writes in a followed conversation, and back once it is read", {
    timeout: 120_000,
  }, async () => {
    const [agency, brand] = await Promise.all([
      followSharedFromHome(),
      openInbox('brand', `/brand/inbox?${SHARED}`),
    ]);
    const before = await headerUnread(agency.page);
    const stamp = Date.now();

    await send(brand.page, `Badge goes up ${stamp}`);
    await announcesUnread(agency.page, before + 1);
    expect(await isSamePage(agency.page)).toBe(true);

    // Opening the conversation reads it: the badge goes down, still without a reload.
    const name = await sharedSubjectName(agency.page);
    await headerInbox(agency.page).click();
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await agency.page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(`^${escaped}.*With the brand`) })
      .first()
      .click();
    await agency.page.getByRole('log').getByText(`Badge goes up ${stamp}`).waitFor();
    await expect
      .poll(() => headerUnread(agency.page), { timeout: 30_000 })
      .toBeLessThanOrEqual(before);
    expect(await isSamePage(agency.page)).toBe(true);

    expect(agency.errors).toEqual([]);
    expect(brand.errors).toEqual([]);
    await agency.page.context().close();
    await brand.page.context().close();
  });

  it('shows a browser notification of a new message in a followed conversation only while the tab is hidden', {
    timeout: 120_000,
  }, async () => {
    const [agency, brand] = await Promise.all([
      followSharedFromHome(watchNotifications),
      openInbox('brand', `/brand/inbox?${SHARED}`),
    ]);
    const before = await headerUnread(agency.page);
    const stamp = Date.now();

    // Visible: the badge shows the news (the event has arrived), no notification does.
    await send(brand.page, `While you look ${stamp}`);
    await announcesUnread(agency.page, before + 1);
    expect(await createdNotifications(agency.page)).toEqual([]);

    // Hidden (another tab in front): a notification names who wrote where, and what.
    await setPageHidden(agency.page, true);
    await send(brand.page, `While you are away ${stamp}`);
    await expect
      .poll(() => createdNotifications(agency.page), { timeout: 30_000 })
      .toEqual([
        {
          title: `${PERSONAS.brand.firstname} ${PERSONAS.brand.lastname} wrote in a brand thread`,
          body: `While you are away ${stamp}`,
        },
      ]);
    await announcesUnread(agency.page, before + 2);
    expect(await isSamePage(agency.page)).toBe(true);

    expect(agency.errors).toEqual([]);
    expect(brand.errors).toEqual([]);
    await agency.page.context().close();
    await brand.page.context().close();
  });
});
