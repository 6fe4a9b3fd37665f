import { toast } from '@airtime/design-system';
import { PERSONAS } from '@airtime/mock-api';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';
import { messageItem, openThread, sharedThread, writeAsStaff } from '../../test/testThread.ts';

// The open thread against the fake, as the brand persona in brand 3's shared thread: bodies shown
// as text with clickable links, replies, edits and deletes of one's own messages, reactions, and
// each failed write rolled back with a toast.

const mock = setupPortalMockApi();
const store = () => mock.backend.store;

const thread = () => sharedThread(store());

/** A message written now by an agency user (not the persona). */
const writtenByOther = (body: string) => writeAsStaff(store(), thread(), body);

/** The brand persona has read every message of the thread so far. */
function readSoFar() {
  const messages = store().messages.lookup('thread_id', thread().id);
  for (const message of messages) store().messages.update(message.id, { is_read: true });
  const marker = store().threadReads.lookupOne(
    'thread_user',
    `${thread().id}:${PERSONAS.brand.id}`,
  );
  const last = Math.max(...messages.map((message) => message.id));
  if (marker !== undefined) store().threadReads.update(marker.id, { last_read_message_id: last });
}

async function send(name: string, text: string) {
  const field = await screen.findByRole('textbox', { name: `Message ${name}` });
  await userEvent.type(field, `${text}{Enter}`);
}

beforeAll(async () => {
  await import('../../pages/inbox/InboxPage.tsx');
}, 300_000);

afterEach(() => toast.clear());

// The page alone has no toast region: read what the app's region would show.
const toastTitles = () => toast.queue.visibleToasts.map((shown) => shown.content.title);

describe('ThreadView', { timeout: 60_000 }, () => {
  it('shows links as links, any HTML as text, and a separator for today', async () => {
    writtenByOther('<img src=x onerror="window.__xss=1"> brief at https://airtime.test/brief.');
    const { log } = await openThread(store());
    const link = await within(log).findByRole('link', { name: 'https://airtime.test/brief' });
    expect(link.getAttribute('href')).toBe('https://airtime.test/brief');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(log).getByText(/<img src=x onerror=/)).toBeDefined();
    expect(log.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    expect(within(log).getByRole('heading', { name: 'Today' })).toBeDefined();
  });

  it('draws a “New” line above the first message the reader had not read, and keeps it once read', async () => {
    readSoFar();
    writtenByOther('First of the news');
    const second = writtenByOther('Second of the news');
    const { log } = await openThread(store());
    const first = (await within(log).findByText('First of the news')).closest('article');
    const line = within(log).getByText('New');
    expect(first?.previousElementSibling).toBe(line);
    expect(within(log).getAllByText('New')).toHaveLength(1);
    // Opening read the thread on the server; the line stays while the reader is here.
    await expect
      .poll(
        () =>
          store().threadReads.lookupOne('thread_user', `${thread().id}:${PERSONAS.brand.id}`)
            ?.last_read_message_id,
      )
      .toBe(second.id);
    expect(within(log).getByText('New')).toBe(line);

    // Opened again, nothing is new.
    cleanup();
    const again = await openThread(store());
    await within(again.log).findByText('Second of the news');
    expect(within(again.log).queryByText('New')).toBeNull();
  });

  it('replies to a message: the reply names it and the server records its parent', async () => {
    const original = writtenByOther('Can we move the read to Friday?');
    const { name, log } = await openThread(store());
    const item = await messageItem(log, 'Can we move the read to Friday?');
    await userEvent.click(await within(item).findByRole('button', { name: 'Reply' }));
    expect(screen.getByText(/Replying to .*: Can we move the read to Friday\?/)).toBeDefined();
    const field = screen.getByRole('textbox', { name: `Reply in ${name}` });
    await userEvent.type(field, 'Friday works.{Enter}');
    const reply = await messageItem(log, 'Friday works.');
    expect(within(reply).getByText(/Reply to .*: Can we move the read to Friday\?/)).toBeDefined();
    await expect
      .poll(() =>
        store()
          .messages.lookup('thread_id', thread().id)
          .find((row) => row.body === 'Friday works.'),
      )
      .toMatchObject({ parent_id: original.id, is_reply: true });
    expect(screen.getByRole('textbox', { name: `Message ${name}` })).toBeDefined();
  });

  it('edits one’s own message, and a failed edit rolls back and keeps the text typed', async () => {
    const { name, log } = await openThread(store());
    await send(name, 'Draft one');
    let item = await messageItem(log, 'Draft one');
    await expect.poll(() => item.getAttribute('aria-busy')).toBeNull();
    await userEvent.click(await within(item).findByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    // The editor's code loads when an edit starts.
    const editor = await within(item).findByRole('textbox', { name: 'Edit message' });
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Draft two{Enter}');
    item = await messageItem(log, 'Draft two');
    expect(within(item).getByText('(edited)')).toBeDefined();
    await expect
      .poll(() =>
        store()
          .messages.lookup('thread_id', thread().id)
          .some((row) => row.body === 'Draft two'),
      )
      .toBe(true);

    mock.backend.setFaults({ errorRate: 1 });
    await userEvent.click(await within(item).findByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const again = await within(item).findByRole('textbox', { name: 'Edit message' });
    await userEvent.clear(again);
    await userEvent.type(again, 'Draft three{Enter}');
    await expect.poll(toastTitles).toContain('Your edit was not saved.');
    const reopened = await within(item).findByRole('textbox', { name: 'Edit message' });
    expect((reopened as HTMLTextAreaElement).value).toBe('Draft three');
    mock.backend.setFaults({});
    await userEvent.keyboard('{Escape}');
    expect(await within(log).findByText('Draft two')).toBeDefined();
  });

  it('deletes one’s own message after confirming', async () => {
    const { name, log } = await openThread(store());
    await send(name, 'Delete me');
    const item = await messageItem(log, 'Delete me');
    await expect.poll(() => item.getAttribute('aria-busy')).toBeNull();
    await userEvent.click(await within(item).findByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    await expect.poll(() => within(log).queryByText('Delete me')).toBeNull();
    await expect
      .poll(() =>
        store()
          .messages.all()
          .some((row) => row.body === 'Delete me'),
      )
      .toBe(false);
  });

  it('adds and takes back a reaction; a failed one rolls back with a toast', async () => {
    writtenByOther('Numbers are in 🎉');
    const { log } = await openThread(store());
    const item = await messageItem(log, 'Numbers are in 🎉');
    await userEvent.click(await within(item).findByRole('button', { name: 'Add reaction' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '👍' }));
    const mine = await within(item).findByRole('button', { name: '👍 1: you' });
    expect(mine.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() =>
        store()
          .messageReactions.all()
          .some((row) => row.emoji === '👍'),
      )
      .toBe(true);

    mock.backend.setFaults({ errorRate: 1 });
    await userEvent.click(mine);
    await expect.poll(toastTitles).toContain('Your reaction was not saved.');
    expect(await within(item).findByRole('button', { name: '👍 1: you' })).toBeDefined();
    mock.backend.setFaults({});
    await userEvent.click(within(item).getByRole('button', { name: '👍 1: you' }));
    await expect.poll(() => within(item).queryByRole('button', { name: /^👍/ })).toBeNull();
  });
});
