import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAppPage } from '../../features/brandApp/renderAppPage.tsx';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';

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
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const name = store().brands.get(2)?.name ?? '';
    await within(list).findByRole('link', { name: new RegExp(name) });
    for (const id of [3, 5])
      expect(
        await within(list).findByRole('link', {
          name: new RegExp(store().brands.get(id)?.name ?? ''),
        }),
      ).toBeDefined();
    await userEvent.click(within(list).getByRole('link', { name: new RegExp(name) }));
    expect(await screen.findByRole('heading', { level: 2, name })).toBeDefined();
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

  it("lists agency staff the brands' internal conversations", async () => {
    threadOf('brand', 2, 'internal');
    await renderAppPage('/agency/inbox', { as: 'admin' });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(
      await within(list).findByRole('link', {
        name: new RegExp(store().brands.get(2)?.name ?? ''),
      }),
    ).toBeDefined();
    expect(within(list).getAllByText('Internal').length).toBeGreaterThan(1);
  });

  it("lists a creator user's creators' conversations", async () => {
    threadOf('creator', 1, 'creator');
    await renderAppPage('/creator/inbox', { as: 'creator' });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    for (const id of [1, 2])
      expect(
        await within(list).findByRole('link', {
          name: new RegExp(store().creators.get(id)?.name ?? ''),
        }),
      ).toBeDefined();
  });

  it("lists agency staff every creator's shared conversation, reading ten threads at a time", async () => {
    let reading = 0;
    let mostAtOnce = 0;
    const isThreadRead = (request: Request) =>
      new URL(request.url).pathname.startsWith('/api/threads/creator/');
    const started = ({ request }: { request: Request }) => {
      if (!isThreadRead(request)) return;
      reading += 1;
      mostAtOnce = Math.max(mostAtOnce, reading);
    };
    const ended = ({ request }: { request: Request }) => {
      if (isThreadRead(request)) reading -= 1;
    };
    mock.server.events.on('request:start', started);
    mock.server.events.on('response:mocked', ended);
    try {
      // The inbox reads the first hundred creators by name; the last of them with a thread.
      const hasThread = (id: number) =>
        store()
          .threads.all()
          .some(
            (row) =>
              row.subject_type === 'creator' &&
              row.subject_id === id &&
              row.visibility === 'creator',
          );
      const last = [...store().creators.all()]
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(0, 100)
        .filter((creator) => hasThread(creator.id))
        .at(-1);
      if (last === undefined) throw new Error('The seed has no creator threads.');
      await renderAppPage('/creator/inbox', { as: 'admin' });
      const list = await screen.findByRole('list', { name: 'Conversations' });
      // The last creator by name is read in the last batch: every batch before it answered.
      expect(
        await within(list).findByRole('link', { name: new RegExp(last.name) }, { timeout: 30_000 }),
      ).toBeDefined();
      expect(mostAtOnce).toBeLessThanOrEqual(10);
    } finally {
      mock.server.events.removeListener('request:start', started);
      mock.server.events.removeListener('response:mocked', ended);
    }
  });
});
