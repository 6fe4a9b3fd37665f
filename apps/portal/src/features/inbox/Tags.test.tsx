import type { MessageTag } from '@airtime/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAppPage } from '../../test/renderAppPage.tsx';
import { setupPortalMockApi, TEST_ORIGIN } from '../../test/renderRoute.tsx';
import { messageItem, openThread, sharedThread, writeAsStaff } from '../../test/testThread.ts';

// Message tags against the fake, as the brand persona in brand 3's shared thread: a record found
// in the composer is sent as a tag and shown on the message by name, linked to its page; editing
// takes it off; malformed tags from the server are left out and names show as text. Agency staff
// (in brand 3's internal thread) also find productions, by their event's title.

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

/**
 * The tag search has answered what was typed: its spinner is gone. While the list is open the
 * spinner is hidden from the accessibility tree, where it has no name: found by its label.
 */
const expectSearchSettled = () =>
  expect(
    screen
      .queryAllByRole('progressbar', { hidden: true })
      .filter((spinner) => spinner.getAttribute('aria-label') === 'Loading results'),
  ).toEqual([]);

/** An accessible name that starts with `text` (an option's name adds its description). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const savedTags = (body: string, threadId = thread().id) =>
  store()
    .messages.lookup('thread_id', threadId)
    .find((row) => row.body === body)?.tags;

/** Brand 3's internal thread, opened as the admin persona; its name and its messages' log. */
async function openInternalThread() {
  const found = store()
    .threads.all()
    .find(
      (row) =>
        row.subject_type === 'brand' && row.subject_id === 3 && row.visibility === 'internal',
    );
  if (found === undefined) throw new Error('The seed has no internal thread for brand 3.');
  await renderAppPage('/agency/inbox?thread=brand.3.internal', { as: 'admin' });
  const name = store().brands.get(3)?.name ?? '';
  const log = await screen.findByRole('log', { name: `Messages with ${name}` });
  return { id: found.id, name, log };
}

/** A booked event's production whose title no other event has, with its brand and creator. */
function productionWithUniqueTitle() {
  const events = store().events.all();
  const titles = new Map<string, number>();
  for (const event of events) titles.set(event.title, (titles.get(event.title) ?? 0) + 1);
  for (const production of store().eventProductions.all()) {
    const event = store().events.get(production.event_id);
    if (event === undefined || event.brand_id === null || titles.get(event.title) !== 1) continue;
    const brand = store().brands.get(event.brand_id);
    const creator = store().creators.get(event.publisher_id);
    if (brand !== undefined && creator !== undefined) return { production, event, brand, creator };
  }
  throw new Error('The seed has no production with a title of its own.');
}

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
    // Once the search has answered the whole name, the creator leads the list (no brand bears
    // their name). Not before: results of a part of the name may still be replaced, and the
    // active option with them.
    await waitFor(() => {
      expectSearchSettled();
      expect(screen.getAllByRole('option')[0]).toBe(
        screen.getByRole('option', { name: startsWith(creator.name) }),
      );
    });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // Chosen: a chip, and the field empties for the next search.
    expect(
      within(screen.getByRole('grid', { name: 'Tags' })).getByRole('row', { name: creator.name }),
    ).toBeDefined();
    expect((search as HTMLInputElement).value).toBe('');

    // The search stays for more, without the record chosen; Escape clears it, then closes it.
    await userEvent.type(search, creator.name);
    expect((search as HTMLInputElement).value).toBe(creator.name);
    await waitFor(expectSearchSettled);
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

    await userEvent.click(await within(item).findByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    // The editor (and its chips) load when an edit starts.
    const editorTags = await within(item).findByRole('grid', { name: 'Tags' });
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
    const junk = [
      null,
      'brand:2',
      { id: 'x', type: 'creator', is_primary: false },
      { id: 4, type: 'planet', is_primary: false },
      { id: 3, type: 'brand', is_primary: true },
      { id: creator.id, type: 'creator', is_primary: false },
    ] as unknown as MessageTag[];
    writeAsStaff(store(), thread(), 'Tagged oddly', junk);

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

  it('agency staff tag a message with a production found by its title, and its chip names and links it', async () => {
    const { production, event, brand, creator } = productionWithUniqueTitle();
    const { id: threadId, name, log } = await openInternalThread();

    await userEvent.click(screen.getByRole('button', { name: 'Tag' }));
    const search = await screen.findByRole('combobox', {
      name: 'Tag a brand, creator, campaign or production',
    });
    await userEvent.type(search, event.title.toLowerCase());
    // Named as the inbox names its thread, the line under it the title it was found by.
    const option = await screen.findByRole('option', {
      name: startsWith(`${brand.name} on ${creator.name}, `),
    });
    expect(option.textContent).toContain(`Production of “${event.title}”`);
    await userEvent.click(option);
    // Chosen by pointer, the field empties too: one Escape closes the search.
    expect((search as HTMLInputElement).value).toBe('');
    await userEvent.keyboard('{Escape}');
    // The list closes, then the search gives way to the chips (a render later on a busy machine).
    await waitFor(() =>
      expect(
        screen.queryByRole('combobox', { name: 'Tag a brand, creator, campaign or production' }),
      ).toBeNull(),
    );
    const chosen = screen.getByRole('grid', { name: 'Tags' });
    const [picked] = within(chosen).getAllByRole('row');
    const pickedName = picked?.textContent ?? '';
    const day = event.aired_date ?? event.planned_date ?? '';
    expect(pickedName).toMatch(startsWith(`${brand.name} on ${creator.name}, `));
    expect(pickedName).toMatch(new RegExp(`, [A-Z][a-z]{2} \\d{1,2}, ${day.slice(0, 4)}$`));

    const field = screen.getByRole('textbox', { name: `Message ${name}` });
    await userEvent.type(field, 'Script is in.{Enter}');
    const item = await messageItem(log, 'Script is in.');
    const tags = await within(item).findByRole('list', { name: 'Tags' });
    // The chip reads as the choice did, and opens the production over its brand's board.
    const chip = await within(tags).findByRole('link', { name: pickedName });
    expect(chip.getAttribute('href')).toBe(
      `/agency/brands/${brand.id}/production?conversation=event_production.${production.id}`,
    );
    await expect
      .poll(() => savedTags('Script is in.', threadId))
      .toEqual([
        { id: 3, type: 'brand', is_primary: true },
        { id: production.id, type: 'event_production', is_primary: false },
      ]);
  });

  it('agency staff still find brands, creators and campaigns when the production list refuses', async () => {
    let refused = 0;
    mock.server.use(
      http.get(`${TEST_ORIGIN}/api/event-production`, () => {
        refused += 1;
        return HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 });
      }),
    );
    const creator = creatorOfBrand();
    await openInternalThread();
    await userEvent.click(screen.getByRole('button', { name: 'Tag' }));
    const search = await screen.findByRole('combobox', {
      name: 'Tag a brand, creator, campaign or production',
    });
    await userEvent.type(search, creator.name);
    expect(await screen.findByRole('option', { name: startsWith(creator.name) })).toBeDefined();
    // Nothing found is nothing found, not a failed search, while the other lists answer.
    await userEvent.clear(search);
    await userEvent.type(search, 'zzqx no such record');
    expect(await screen.findByText('No records match.')).toBeDefined();
    expect(screen.queryByText('Search failed. Try again.')).toBeNull();
    expect(refused).toBeGreaterThan(0);
  });
});
