import { toast } from '@airtime/design-system';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, expectRowCount, rowAt, WAIT } from '../../../test/agencyQueries.ts';
import { toastTitles } from '../../../test/productionModals.ts';
import { setupAgencyMockApi } from '../../../test/renderAgencyPages.tsx';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { rowTexts } from '../../../test/rowTexts.ts';

const mock = setupAgencyMockApi();
afterEach(() => {
  cleanup();
  toast.clear();
});

const QUEUE = 'Potentially sponsored events';

/** A queued event where matching found a brand's mention, its title unique in the seed. */
function queuedMention() {
  const { store } = mock.backend;
  const events = store.events.all();
  const event = events.find(
    (row) =>
      row.aired_date !== null &&
      row.has_potential_matches &&
      store.sponsorships.lookup('event_id', row.id).length > 0 &&
      events.filter((other) => other.title === row.title).length === 1,
  );
  const sponsorship = event && store.sponsorships.lookup('event_id', event.id)[0];
  if (event === undefined || sponsorship === undefined) throw new Error('No mention seeded.');
  const brand = store.brands.get(sponsorship.brand_id)?.name ?? '';
  return { event, sponsorship, brand };
}

/** Opens the queue narrowed to the event, then its review from its row. */
async function openReview(title: string, brand: string) {
  const user = userEvent.setup();
  await renderRoute(`/agency/traffic/sponsored?filter.s=${encodeURIComponent(title)}`, {
    as: 'ops',
  });
  await expectRowCount('1 of 1 events');
  expect(rowTexts(QUEUE)[0]).toContain(brand);
  await user.click(within(rowAt(QUEUE, 0)).getAllByRole('gridcell')[1] as Element);
  const dialog = await screen.findByRole('dialog', { name: `Review: ${title}` }, WAIT);
  return { user, dialog };
}

describe('the potentially sponsored queue', { timeout: 60_000 }, () => {
  it('shows who was mentioned and when, and a confirmed event leaves the queue', async () => {
    const { event, sponsorship, brand } = queuedMention();
    const { user, dialog } = await openReview(event.title, brand);
    expect(within(dialog).getByText(brand)).toBeTruthy();
    expect(within(dialog).getByText(/^Said at/)).toBeTruthy();
    await expectAccessible();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm sponsorship' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await expectRowCount('No events match these filters.');
    await expect.poll(toastTitles).toContain(`Sponsorship confirmed: ${brand}.`);
    await expect
      .poll(() => mock.backend.store.events.get(event.id)?.has_potential_matches)
      .toBe(false);
    expect(
      mock.backend.store.sponsorships.get(sponsorship.id)?.mentions.every((m) => m.is_reviewed),
    ).toBe(true);
  });

  it('marks an event not sponsored, and Undo brings it and its mention back', async () => {
    const { event, sponsorship, brand } = queuedMention();
    const { user, dialog } = await openReview(event.title, brand);
    await user.click(within(dialog).getByRole('button', { name: 'Not sponsored' }));
    await expectRowCount('No events match these filters.');
    const { store } = mock.backend;
    await expect.poll(() => store.sponsorships.get(sponsorship.id)?.deleted_at).not.toBeNull();
    await expect.poll(toastTitles).toContain(`Marked not sponsored: ${event.title}.`);
    const undo = toast.queue.visibleToasts.find((shown) => shown.content.action?.label === 'Undo');
    undo?.content.action?.onAction();
    await expectRowCount('1 of 1 events');
    expect(store.events.get(event.id)?.has_potential_matches).toBe(true);
    expect(store.sponsorships.lookup('event_id', event.id)).toMatchObject([
      { brand_id: sponsorship.brand_id, mentions: sponsorship.mentions },
    ]);
  });

  it('puts a refused decision back in the queue with the server’s reason and a Retry', async () => {
    const { event, brand } = queuedMention();
    const { user, dialog } = await openReview(event.title, brand);
    mock.server.use(
      http.put('*/api/sponsorships/:id', () =>
        HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm sponsorship' }));
    await expect.poll(toastTitles).toContain(`Couldn't confirm the sponsorship of ${event.title}.`);
    const failure = toast.queue.visibleToasts.find((shown) => shown.content.tone === 'error');
    expect(failure?.content.description).toBe('This action is unauthorized.');
    expect(failure?.content.action?.label).toBe('Retry');
    await expectRowCount('1 of 1 events');
    expect(mock.backend.store.events.get(event.id)?.has_potential_matches).toBe(true);
  });
});

describe('reviews that name the brand, and a half-done decision retried', {
  timeout: 60_000,
}, () => {
  it('confirms the brand the reviewer names when matching named none', async () => {
    const { store } = mock.backend;
    const events = store.events.all();
    const event = events.find(
      (row) =>
        row.aired_date !== null &&
        row.has_potential_matches &&
        store.sponsorships.lookup('event_id', row.id).length === 0 &&
        events.filter((other) => other.title === row.title).length === 1,
    );
    const brand = store.brands.all()[1];
    if (event === undefined || brand === undefined) throw new Error('No unnamed match seeded.');
    const { user, dialog } = await openReview(event.title, 'No brand named');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm sponsorship' }));
    expect(within(dialog).getByText('Choose the brand that was mentioned.')).toBeTruthy();
    await user.type(within(dialog).getByRole('combobox', { name: /Brand mentioned/ }), brand.name);
    await user.click(await screen.findByRole('option', { name: brand.name }, WAIT));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm sponsorship' }));
    await expect.poll(toastTitles).toContain(`Sponsorship confirmed: ${brand.name}.`);
    expect(store.sponsorships.lookup('event_id', event.id)).toMatchObject([
      { brand_id: brand.id, is_planned: false, mentions: [] },
    ]);
    await expectRowCount('No events match these filters.');
  });

  it('retries only what a half-done “not sponsored” left undone', async () => {
    const { event, sponsorship } = queuedMention();
    const { user, dialog } = await openReview(event.title, queuedMention().brand);
    let refusals = 1;
    mock.server.use(
      http.put('*/api/events/:id', () =>
        refusals-- > 0 ? HttpResponse.json({ message: 'Try later.' }, { status: 503 }) : undefined,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Not sponsored' }));
    await expect.poll(toastTitles).toContain(`Couldn't mark ${event.title} not sponsored.`);
    await expectRowCount('1 of 1 events');
    const { store } = mock.backend;
    expect(store.sponsorships.get(sponsorship.id)?.deleted_at).not.toBeNull();
    toast.queue.visibleToasts
      .find((shown) => shown.content.tone === 'error')
      ?.content.action?.onAction();
    await expect.poll(toastTitles).toContain(`Marked not sponsored: ${event.title}.`);
    expect(store.events.get(event.id)?.has_potential_matches).toBe(false);
    await expectRowCount('No events match these filters.');
  });
});

describe('the unapproved brands queue', { timeout: 60_000 }, () => {
  it('approves a brand for a creator from its row; Undo puts the decision back', async () => {
    const user = userEvent.setup();
    const { store } = mock.backend;
    await renderRoute('/agency/traffic/unapproved', { as: 'ops' });
    await expectRowCount(/^25 of \d+ relationships$/);
    const row = rowAt('Unapproved brands', 0);
    // The row's primary decision, beside the pair (Reject is in its '⋯' menu).
    const decide = within(row).getByRole('button', { name: /^Approve / });
    const pair = decide.getAttribute('aria-label')?.replace('Approve ', '') ?? '';
    const named = (one: { brand_id: number; publisher_id: number }) => ({
      brand: store.brands.get(one.brand_id)?.name ?? '',
      creator: store.creators.get(one.publisher_id)?.name ?? '',
    });
    const relationship = store.relationships.all().find((one) => {
      const { brand, creator } = named(one);
      return `${brand} and ${creator}` === pair;
    });
    const { brand, creator } = named(relationship ?? { brand_id: 0, publisher_id: 0 });
    const before = relationship?.approval_status;
    await user.click(decide);
    await expect.poll(toastTitles).toContain(`Approved: ${brand} with ${creator}.`);
    await waitFor(() => expect(rowAt('Unapproved brands', 0)).not.toBe(row), WAIT);
    expect(store.relationships.get(relationship?.id ?? 0)?.approval_status).toBe('approved');

    toast.queue.visibleToasts[0]?.content.action?.onAction();
    await expect
      .poll(() => store.relationships.get(relationship?.id ?? 0)?.approval_status)
      .toBe(before);
  });
});
