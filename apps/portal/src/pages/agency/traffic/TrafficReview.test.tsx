import { toast } from '@airtime/design-system';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, expectRowCount, rowAt, WAIT } from '../../../test/agencyQueries.ts';
import { toastTitles } from '../../../test/productionModals.ts';
import { setupAgencyMockApi } from '../../../test/renderAgencyPages.tsx';
import { renderRoute } from '../../../test/renderRoute.tsx';

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
async function openReview(title: string) {
  const user = userEvent.setup();
  await renderRoute(`/agency/traffic/sponsored?filter.s=${encodeURIComponent(title)}`, {
    as: 'ops',
  });
  await expectRowCount('1 of 1 events');
  await user.click(within(rowAt(QUEUE, 0)).getAllByRole('gridcell')[1] as Element);
  const dialog = await screen.findByRole('dialog', { name: `Review: ${title}` }, WAIT);
  return { user, dialog };
}

describe('the potentially sponsored queue', { timeout: 60_000 }, () => {
  it('shows who was mentioned and when, and a confirmed event leaves the queue', async () => {
    const { event, sponsorship, brand } = queuedMention();
    const { user, dialog } = await openReview(event.title);
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
    const { event, sponsorship } = queuedMention();
    const { user, dialog } = await openReview(event.title);
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
    const { event } = queuedMention();
    const { user, dialog } = await openReview(event.title);
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
