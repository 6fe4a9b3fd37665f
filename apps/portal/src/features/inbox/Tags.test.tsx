import type { MessageTag } from '@airtime/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';
import { messageItem, openThread, sharedThread } from './testThread.ts';

// Message tags against the fake, as the brand persona in brand 3's shared thread: a record found
// in the composer is sent as a tag and shown on the message by name, linked to its page; editing
// takes it off; malformed tags from the server are left out and names show as text.

const mock = setupPortalMockApi();
const store = () => mock.backend.store;

const thread = () => sharedThread(store());

/** A creator brand 3 works with, so its users may find them. */
function creatorOfBrand() {
  const relationship = store()
    .relationships.all()
    .find((row) => row.brand_id === 3);
  const creator =
    relationship === undefined ? undefined : store().creators.get(relationship.publisher_id);
  if (creator === undefined) throw new Error('Brand 3 works with no creator in the seed.');
  return creator;
}

/** An accessible name that starts with `text` (an option's name adds its description). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const savedTags = (body: string) =>
  store()
    .messages.lookup('thread_id', thread().id)
    .find((row) => row.body === body)?.tags;

beforeAll(async () => {
  await import('../../pages/inbox/InboxPage.tsx');
}, 300_000);

describe('message tags', { timeout: 60_000 }, () => {
  it('tags a message in the composer with the keyboard, shows the chip, and an edit removes it', async () => {
    const creator = creatorOfBrand();
    const { name, log } = await openThread(store());

    await userEvent.click(screen.getByRole('button', { name: 'Tag' }));
    const search = await screen.findByRole('combobox', {
      name: 'Tag a brand, creator or campaign',
    });
    expect(document.activeElement).toBe(search);
    await userEvent.type(search, creator.name);
    // Once the search has answered, the creator leads the list (no brand bears their name).
    await waitFor(
      () =>
        expect(screen.getAllByRole('option')[0]).toBe(
          screen.getByRole('option', { name: startsWith(creator.name) }),
        ),
      { timeout: 10_000 },
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');

    // The search stays for more, without the record chosen; Escape clears it, then closes it.
    await userEvent.type(search, creator.name);
    await waitFor(() => expect(screen.queryByText('Loading results')).toBeNull(), {
      timeout: 10_000,
    });
    expect(screen.queryByRole('option', { name: startsWith(creator.name) })).toBeNull();
    await userEvent.keyboard('{Escape}{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Tag a brand, creator or campaign' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add tag' }));
    const chosen = screen.getByRole('grid', { name: 'Tags' });
    expect(within(chosen).getByRole('row', { name: creator.name })).toBeDefined();
    expect(within(chosen).getByRole('button', { name: `Remove ${creator.name}` })).toBeDefined();

    const field = screen.getByRole('textbox', { name: `Message ${name}` });
    await userEvent.type(field, 'See their reel.{Enter}');
    const item = await messageItem(log, 'See their reel.');
    await expect.poll(() => item.getAttribute('aria-busy')).toBeNull();
    const tags = await within(item).findByRole('list', { name: 'Tags' });
    const chip = await within(tags).findByRole('link', { name: creator.name });
    expect(chip.getAttribute('href')).toMatch(new RegExp(`^/brand/creators/${creator.id}/profile`));
    // Only the non-primary tag: the thread's own brand is not a chip.
    expect(within(tags).getAllByRole('listitem')).toHaveLength(1);
    // Sent: the composer's chips are gone, the server holds the tag after the primary one.
    expect(screen.queryByRole('grid', { name: 'Tags' })).toBeNull();
    await expect
      .poll(() => savedTags('See their reel.'))
      .toEqual([
        { id: 3, type: 'brand', is_primary: true },
        { id: creator.id, type: 'creator', is_primary: false },
      ]);

    await userEvent.click(within(item).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const editorTags = within(item).getByRole('grid', { name: 'Tags' });
    await userEvent.click(
      within(editorTags).getByRole('button', { name: `Remove ${creator.name}` }),
    );
    expect(within(item).queryByRole('grid', { name: 'Tags' })).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: 'Save' }));
    await expect.poll(() => within(item).queryByRole('list', { name: 'Tags' })).toBeNull();
    await expect
      .poll(() => savedTags('See their reel.'))
      .toEqual([{ id: 3, type: 'brand', is_primary: true }]);
  });

  it('leaves out malformed tags and shows a record’s name as text', async () => {
    const creator = creatorOfBrand();
    store().creators.update(creator.id, { name: '<img src=x onerror="window.__tagXss=1">Owls' });
    const now = new Date().toISOString();
    const other = store()
      .users.all()
      .find((user) => user.email === 'admin@airtime.test');
    const junk = [
      null,
      'brand:2',
      { id: 'x', type: 'creator', is_primary: false },
      { id: 4, type: 'planet', is_primary: false },
      { id: 3, type: 'brand', is_primary: true },
      { id: creator.id, type: 'creator', is_primary: false },
    ] as unknown as MessageTag[];
    store().messages.insert({
      thread_id: thread().id,
      user_id: other?.id ?? 1,
      body: 'Tagged oddly',
      created_at: now,
      updated_at: now,
      deleted_at: null,
      tags: junk,
      is_reply: false,
      parent_id: null,
      visibility: 'brand',
      activity_log: null,
      is_read: false,
    });

    const { log } = await openThread(store());
    const item = await messageItem(log, 'Tagged oddly');
    const tags = within(item).getByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(tags).getByRole('link', { name: '<img src=x onerror="window.__tagXss=1">Owls' }),
    ).toBeDefined();
    expect(log.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __tagXss?: unknown }).__tagXss).toBeUndefined();
  });
});
