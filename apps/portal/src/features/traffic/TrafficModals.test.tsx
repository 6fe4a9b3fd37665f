import { toast } from '@airtime/design-system';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, WAIT } from '../../test/agencyQueries.ts';
import { openModals, toastTitles } from '../../test/productionModals.ts';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';

const mock = setupPortalMockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
  toast.clear();
});

/** A seeded unbooked aired event with a brand's mention found by matching. */
function foundMention() {
  const { store } = mock.backend;
  const event = store.events
    .all()
    .find(
      (row) =>
        row.brand_id === null &&
        row.aired_date !== null &&
        store.sponsorships.lookup('event_id', row.id).length > 0,
    );
  const sponsorship = event && store.sponsorships.lookup('event_id', event.id)[0];
  if (event === undefined || sponsorship === undefined) throw new Error('No mention seeded.');
  return { event, sponsorship };
}

/** A campaign of the mentioned brand on the event's channel (the seed may have none). */
function campaignFor(event: { content_id: number; publisher_id: number }, brandId: number) {
  const { store } = mock.backend;
  const { id: _id, ...template } = store.campaigns.all()[0] as NonNullable<
    ReturnType<typeof store.campaigns.get>
  >;
  return store.campaigns.insert({
    ...template,
    brand_id: brandId,
    publisher_id: event.publisher_id,
    content_id: event.content_id,
    status: 'active',
  });
}

describe('event claiming', { timeout: 60_000 }, () => {
  it('asks for a campaign, then books the event for the campaign’s brand', async () => {
    const { event, sponsorship } = foundMention();
    const campaign = campaignFor(event, sponsorship.brand_id);
    const brand = mock.backend.store.brands.get(sponsorship.brand_id)?.name ?? '';
    await openModals([`event-claiming:{"eventId":${event.id}}`]);
    const dialog = await screen.findByRole('dialog', { name: `Claim ${event.title}` }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim event' }));
    expect(await within(dialog).findByText('Choose the campaign to claim for.')).toBeTruthy();
    await expectAccessible();

    await userEvent.click(within(dialog).getByRole('button', { name: /Campaign/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: new RegExp(`^${brand} · Active`) }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(toastTitles()[0]).toMatch(new RegExp(`^Claimed .* for ${brand} · Active`));
    expect(mock.backend.store.events.get(event.id)).toMatchObject({
      brand_id: campaign.brand_id,
      has_potential_matches: false,
    });
  });
});

describe('trending sponsorship', { timeout: 60_000 }, () => {
  it('lists the brand’s mentions across channels with where each stands', async () => {
    const { event, sponsorship } = foundMention();
    const { store } = mock.backend;
    const brand = store.brands.get(sponsorship.brand_id)?.name ?? '';
    // The brand's newest mention, so it heads the list.
    store.events.update(event.id, { aired_date: '2026-11-20' });
    const total = new Set(
      store.sponsorships
        .lookup('brand_id', sponsorship.brand_id)
        .map((row) => store.events.get(row.event_id))
        .filter((row) => row?.aired_date != null),
    ).size;
    await openModals([`trending-sponsorship:{"brandId":${sponsorship.brand_id}}`]);
    const dialog = await screen.findByRole(
      'dialog',
      { name: `${brand}: mentions across channels` },
      WAIT,
    );
    const list = await within(dialog).findByRole('list', { name: `${brand}'s mentions` }, WAIT);
    expect(within(dialog).getByText(new RegExp(`^${total} aired events;`))).toBeTruthy();
    const first = within(list).getAllByRole('listitem')[0];
    expect(first?.textContent).toMatch(new RegExp(`^${event.title}.*Nov 20, 2026 · To review$`));
    await expectAccessible();
  });
});

describe('event description changes', { timeout: 60_000 }, () => {
  it('shows each change before and after, and says when there is none', async () => {
    const { event } = foundMention();
    await openModals([`event-description-changes:{"eventId":${event.id}}`]);
    let dialog = await screen.findByRole('dialog', { name: 'Description changes' }, WAIT);
    expect(
      await within(dialog).findByText('The description has not changed since the event was added.'),
    ).toBeTruthy();
    cleanup();

    mock.backend.store.eventDescriptionChanges.insert({
      event_id: event.id,
      field: 'title',
      from: 'Ep. 1: Old name',
      to: event.title,
      user_name: 'Olivia Ops',
      created_at: '2026-11-18T10:00:00.000Z',
    });
    await openModals([`event-description-changes:{"eventId":${event.id}}`]);
    dialog = await screen.findByRole('dialog', { name: 'Description changes' }, WAIT);
    const changes = await within(dialog).findByRole('list', { name: 'Changes, newest first' });
    expect(changes.textContent).toContain('Description changed Nov 18, 2026 by Olivia Ops');
    expect(within(changes).getByText('Ep. 1: Old name').tagName).toBe('DEL');
    await expectAccessible();
  });
});

describe('reviewing a mention as a Read Only user', { timeout: 60_000 }, () => {
  it('shows the mention without any decision', async () => {
    const { event } = foundMention();
    await openModals([`sponsorship-review:{"eventId":${event.id}}`], 'readonly');
    const dialog = await screen.findByRole('dialog', { name: `Review: ${event.title}` }, WAIT);
    expect(await within(dialog).findByText(/^Said at/, {}, WAIT)).toBeTruthy();
    for (const name of ['Confirm sponsorship', 'Not sponsored', 'Claim for a campaign'])
      expect(within(dialog).queryByRole('button', { name })).toBeNull();
    await expectAccessible();
  });
});
