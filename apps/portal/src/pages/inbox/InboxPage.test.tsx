import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAppPage } from '../../test/renderAppPage.tsx';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';
import { writeAsStaff } from '../../test/testThread.ts';

// The inbox of each app against the fake: the brand persona reads brands 2, 3 and 5's shared
// threads, the creator persona creators 1 and 2's, agency staff the brands' internal ones.

const mock = setupPortalMockApi();
const store = () => mock.backend.store;

function threadOf(type: 'brand' | 'creator', id: number, visibility: string) {
  const thread = store()
    .threads.all()
    .find(
      (row) => row.subject_type === type && row.subject_id === id && row.visibility === visibility,
    );
  if (thread === undefined)
    throw new Error(`The seed has no ${visibility} thread for ${type} ${id}.`);
  return thread;
}

/** The newest message of a thread that its readers of `visibility` see and that a user wrote. */
function newestMessage(threadId: number, visibility: string) {
  return store()
    .messages.lookup('thread_id', threadId)
    .filter(
      (row) =>
        row.activity_log === null && row.deleted_at === null && row.visibility === visibility,
    )
    .sort((a, b) => b.id - a.id)[0];
}

/** The links of the conversation list shown now (a new search or filter puts up a new list). */
function conversationLinks(): HTMLElement[] {
  const list = screen.queryByRole('list', { name: 'Conversations' });
  return list === null ? [] : within(list).queryAllByRole('link');
}

/**
 * The list's link to a thread, by its key (`brand.2.brand`), once it is listed: looked up in the
 * list shown at each try, not in one found earlier, which a new search may have replaced (a click
 * on its link, no longer in the page, opens nothing). With `search`, only in the list drawn for
 * that search (its links carry it), not the one before it, which the search's answer replaces.
 */
async function linkTo(key: string, search?: string): Promise<HTMLElement> {
  const matches = (link: HTMLElement) => {
    const params = new URLSearchParams(link.getAttribute('href')?.split('?')[1]);
    return (
      params.get('thread') === key && (search === undefined || params.get('filter.s') === search)
    );
  };
  let found: HTMLElement | undefined;
  await expect
    .poll(() => {
      found = conversationLinks().find(matches);
      return found !== undefined;
    })
    .toBe(true);
  return found as HTMLElement;
}

beforeAll(async () => {
  // The first import of the page (and its styles) is slow on a busy machine: do it once here.
  await import('./InboxPage.tsx');
}, 300_000);

describe('InboxPage', { timeout: 60_000 }, () => {
  it("lists the brand user's conversations and opens one with its messages", async () => {
    const thread = threadOf('brand', 2, 'brand');
    const message = newestMessage(thread.id, 'brand');
    await renderAppPage('/brand/inbox', { as: 'brand' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeDefined();
    await screen.findByRole('list', { name: 'Conversations' });
    const name = store().brands.get(2)?.name ?? '';
    for (const id of [3, 5]) expect(await linkTo(`brand.${id}.brand`)).toBeDefined();
    await userEvent.click(await linkTo('brand.2.brand'));
    expect(
      await within(screen.getByRole('region', { name: 'Conversation' })).findByRole('heading', {
        level: 2,
        name,
      }),
    ).toBeDefined();
    const log = await screen.findByRole('log', { name: `Messages with ${name}` });
    expect(await within(log).findByText(message?.body ?? '')).toBeDefined();
  });

  it('sends a message with Enter (Shift+Enter breaks the line) and shows it in the thread', async () => {
    const thread = threadOf('brand', 3, 'brand');
    const name = store().brands.get(3)?.name ?? '';
    await renderAppPage(`/brand/inbox?thread=brand.3.brand`, { as: 'brand' });
    const field = await screen.findByRole('textbox', { name: `Message ${name}` });
    await userEvent.type(field, 'First line{Shift>}{Enter}{/Shift}second line{Enter}');
    const log = await screen.findByRole('log', { name: `Messages with ${name}` });
    expect(
      await within(log).findByText((_, node) => node?.textContent === 'First line\nsecond line'),
    ).toBeDefined();
    expect((field as HTMLTextAreaElement).value).toBe('');
    await expect
      .poll(() =>
        store()
          .messages.lookup('thread_id', thread.id)
          .some((row) => row.body === 'First line\nsecond line'),
      )
      .toBe(true);
  });

  it('keeps a failed send with Retry and Discard, and Retry sends it', async () => {
    const name = store().brands.get(3)?.name ?? '';
    await renderAppPage(`/brand/inbox?thread=brand.3.brand`, { as: 'brand' });
    const field = await screen.findByRole('textbox', { name: `Message ${name}` });
    await screen.findByRole('log', { name: `Messages with ${name}` });
    mock.backend.setFaults({ errorRate: 1 });
    await userEvent.type(field, 'Are the scripts ready?{Enter}');
    const failed = await screen.findByRole('list', { name: 'Messages not sent' });
    expect(within(failed).getByText(/Are the scripts ready\?/)).toBeDefined();
    expect(within(failed).getByRole('button', { name: 'Discard' })).toBeDefined();
    mock.backend.setFaults({});
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    const log = screen.getByRole('log', { name: `Messages with ${name}` });
    expect(await within(log).findByText('Are the scripts ready?')).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Messages not sent' })).toBeNull();
  });

  it('lists agency staff every conversation, filtered by kind, sharing, unread and name', async () => {
    const creatorThread = threadOf('creator', 1, 'creator');
    const creatorName = store().creators.get(1)?.name ?? '';
    const view = await renderAppPage('/agency/inbox', { as: 'admin' });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByText(/· Internal$/).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: /About/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Creator' }));
    await expect
      .poll(() =>
        within(screen.getByRole('list', { name: 'Conversations' })).queryAllByText(/^Brand ·/),
      )
      .toHaveLength(0);
    expect(view.router.state.location.search).toContain('filter.type=creator');

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search conversations' }),
      creatorName,
    );
    // The search reaches the URL a pause after the typing, then its answer replaces the list: the
    // link to click is the one of that list (a click before could be undone by the search's write).
    const link = await linkTo('creator.1.creator', creatorName);
    expect(conversationLinks().every((row) => row.textContent?.includes(creatorName))).toBe(true);
    await userEvent.click(link);
    // The router moves after the click, once its loaders have run.
    await waitFor(() =>
      expect(view.router.state.location.search).toContain(`thread=creator.1.creator`),
    );
    expect(
      await within(screen.getByRole('region', { name: 'Conversation' })).findByRole('heading', {
        level: 2,
        name: creatorName,
      }),
    ).toBeDefined();
    expect(creatorThread.id).toBeGreaterThan(0);
  });

  it('keeps the conversation being read in a list of unread ones until another is opened', async () => {
    writeAsStaff(store(), threadOf('brand', 3, 'brand'), 'News for brand 3');
    writeAsStaff(store(), threadOf('brand', 5, 'brand'), 'News for brand 5');
    await renderAppPage('/brand/inbox?filter.unread=true', { as: 'brand' });
    await screen.findByRole('list', { name: 'Conversations' });
    const unreadCount = async () =>
      Number(/(\d+) unread/.exec((await screen.findByText(/^\d+ unread$/)).textContent ?? '')?.[1]);
    await linkTo('brand.5.brand');
    const before = await unreadCount();

    await userEvent.click(await linkTo('brand.3.brand'));
    await screen.findByText('News for brand 3');
    // Read: the list, asked again, no longer holds it, yet it stays where it was, as read.
    await expect.poll(() => screen.queryByText(`${before - 1} unread`)).not.toBeNull();
    const kept = await linkTo('brand.3.brand');
    expect(kept.getAttribute('aria-current')).toBe('true');
    expect(kept.hasAttribute('data-unread')).toBe(false);

    await userEvent.click(await linkTo('brand.5.brand'));
    await screen.findByText('News for brand 5');
    await expect
      .poll(() =>
        conversationLinks().some((link) =>
          link.getAttribute('href')?.endsWith('thread=brand.3.brand'),
        ),
      )
      .toBe(false);
  });

  it('says when no conversation matches and clears the filters', async () => {
    await renderAppPage('/agency/inbox?filter.s=zzzz-no-such-record', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'No conversation matches.' })).toBeDefined();
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement,
    );
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeDefined();
  });

  it("lists a creator user's creators' conversations", async () => {
    threadOf('creator', 1, 'creator');
    await renderAppPage('/creator/inbox', { as: 'creator' });
    for (const id of [1, 2]) expect(await linkTo(`creator.${id}.creator`)).toBeDefined();
  });

  it('opens a conversation at a linked message, highlighted', async () => {
    const thread = threadOf('brand', 2, 'brand');
    const message = newestMessage(thread.id, 'brand');
    if (message === undefined) throw new Error('The seed has no message in brand 2’s thread.');
    await renderAppPage(`/brand/inbox?thread=brand.2.brand&message=message.${message.id}`, {
      as: 'brand',
    });
    const log = await screen.findByRole('log');
    await expect
      .poll(() => log.querySelector(`#message-${message.id}`)?.hasAttribute('data-highlighted'))
      .toBe(true);
  });

  it('says so when the conversation in the URL does not exist', async () => {
    await renderAppPage('/agency/inbox?thread=brand.999999.internal', { as: 'admin' });
    expect(
      await screen.findByRole('heading', {
        name: /This conversation (was not found|could not be opened)/,
      }),
    ).toBeDefined();
  });

  it('follows and stops following a conversation, and agency staff add a follower', async () => {
    const thread = threadOf('brand', 2, 'internal');
    const admin = store()
      .users.all()
      .find((user) => user.email === 'admin@airtime.test');
    const ops = store()
      .users.all()
      .find((user) => user.email === 'ops@airtime.test');
    const follows = (userId: number | undefined) =>
      store()
        .threadSubscriptions.lookup('thread_id', thread.id)
        .some((row) => row.user_id === userId);
    for (const row of store().threadSubscriptions.lookup('thread_id', thread.id))
      if (row.user_id === admin?.id || row.user_id === ops?.id)
        store().threadSubscriptions.remove(row.id, new Date().toISOString());
    await renderAppPage('/agency/inbox?thread=brand.2.internal', { as: 'admin' });
    const about = await screen.findByRole('complementary', { name: 'About this conversation' });
    await userEvent.click(await within(about).findByRole('button', { name: 'Follow' }));
    expect(await within(about).findByRole('button', { name: 'Stop following' })).toBeDefined();
    await expect.poll(() => follows(admin?.id)).toBe(true);
    await userEvent.click(within(about).getByRole('button', { name: 'Stop following' }));
    await expect.poll(() => follows(admin?.id)).toBe(false);

    // A plain field until first used, then the combobox, which keeps what was typed.
    const addFollower = () => within(about).getByRole('combobox', { name: 'Add a follower' });
    // Focused, then typed into: userEvent.type would press the element it found first, which the
    // combobox may have replaced in the meantime (a browser presses what is under the pointer).
    act(() => addFollower().focus());
    await userEvent.keyboard('ops@');
    expect(addFollower()).toBe(document.activeElement);
    expect((addFollower() as HTMLInputElement).value).toBe('ops@');
    await userEvent.click(await screen.findByRole('option', { name: /ops@airtime.test/ }));
    await expect.poll(() => follows(ops?.id)).toBe(true);
    // The field empties for the next person, rather than keeping the name just added.
    expect((addFollower() as HTMLInputElement).value).toBe('');
  });

  it('shows the details in a side sheet from the thread header, where there is no third pane', async () => {
    threadOf('brand', 2, 'internal');
    const name = store().brands.get(2)?.name ?? '';
    await renderAppPage('/agency/inbox?thread=brand.2.internal', { as: 'admin' });
    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    await userEvent.click(await within(conversation).findByRole('button', { name: 'Details' }));
    const sheet = await screen.findByRole('dialog', { name: 'About this conversation' });
    expect(within(sheet).getByRole('heading', { name })).toBeDefined();
    expect(within(sheet).getByRole('link', { name: 'Open brand page' })).toBeDefined();
    expect(await within(sheet).findByRole('combobox', { name: 'Add a follower' })).toBeDefined();
    await userEvent.keyboard('{Escape}');
    await expect
      .poll(() => screen.queryByRole('dialog', { name: 'About this conversation' }))
      .toBeNull();
  });
  it('lists only unread conversations once "Unread only" is switched on, and all again once off', async () => {
    const view = await renderAppPage('/agency/inbox', { as: 'admin' });
    await screen.findByRole('list', { name: 'Conversations' });
    const unreadOnly = screen.getByRole('switch', { name: 'Unread only' });
    expect((unreadOnly as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByText('Unread only'));
    // The switch shows the URL's filter: on once the router has moved.
    await expect
      .poll(() => (screen.getByRole('switch', { name: 'Unread only' }) as HTMLInputElement).checked)
      .toBe(true);
    await waitFor(() => expect(view.router.state.location.search).toContain('filter.unread=true'));
    await expect
      .poll(() => {
        const links = conversationLinks();
        return links.length > 0 && links.every((link) => link.hasAttribute('data-unread'));
      })
      .toBe(true);

    await userEvent.click(screen.getByRole('switch', { name: 'Unread only' }));
    await expect
      .poll(() => (screen.getByRole('switch', { name: 'Unread only' }) as HTMLInputElement).checked)
      .toBe(false);
    await waitFor(() => expect(view.router.state.location.search).not.toContain('filter.unread'));
    await expect
      .poll(() => conversationLinks().some((link) => !link.hasAttribute('data-unread')))
      .toBe(true);
  });

  it('lets agency staff write an internal note in a shared conversation, marked as such', async () => {
    const thread = threadOf('brand', 3, 'brand');
    const name = store().brands.get(3)?.name ?? '';
    await renderAppPage('/agency/inbox?thread=brand.3.brand', { as: 'admin' });
    const internal = await screen.findByRole('switch', { name: 'Internal note (agency only)' });
    await userEvent.click(internal);
    expect((internal as HTMLInputElement).checked).toBe(true);
    await userEvent.type(
      screen.getByRole('textbox', { name: `Message ${name}` }),
      'Margin is thin on this one.{Enter}',
    );
    const log = screen.getByRole('log', { name: `Messages with ${name}` });
    const body = await within(log).findByText('Margin is thin on this one.');
    const item = body.closest('article');
    if (item === null) throw new Error('The note is not in a message item.');
    expect(await within(item).findByText('Internal note')).toBeDefined();
    await expect
      .poll(() => newestMessage(thread.id, 'internal')?.body)
      .toBe('Margin is thin on this one.');
  });
});
