import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  compareNames,
  expectAccessible,
  expectRowCount,
  searchOf,
  WAIT,
} from '../../../test/agencyQueries.ts';
import { setupAgencyMockApi } from '../../../test/renderAgencyPages.tsx';
import { renderRoute } from '../../../test/renderRoute.tsx';
import { rowTexts } from '../../../test/rowTexts.ts';

const mock = setupAgencyMockApi();

const events = () => mock.backend.store.events.all().filter((event) => !event.deleted_at);
const potential = () => events().filter((event) => event.aired_date && event.has_potential_matches);

describe('Traffic', () => {
  it('keeps out a user without view_traffic', async () => {
    const { router } = await renderRoute('/agency/traffic/sponsored', { as: 'admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency/home'), WAIT);
  });

  it('lists the aired events with potential matches, newest first', async () => {
    await renderRoute('/agency/traffic/sponsored', { as: 'ops' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Traffic' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Potentially Sponsored', selected: true })).toBeTruthy();
    await expectRowCount(`25 of ${potential().length} events`);
    const newest = potential()
      .map((event) => event.aired_date ?? '')
      .sort()
      .at(-1);
    const [year, month, day] = (newest ?? '').split('-').map(Number);
    const label = new Date(year ?? 0, (month ?? 1) - 1, day).toLocaleDateString('en-US', {
      month: 'short',
      day: '2-digit',
      year: 'numeric',
    });
    expect(rowTexts('Potentially sponsored events')[0]).toContain(label);
    await expectAccessible();
  });

  it('sorts by title, narrows to events to review, and loads more', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/agency/traffic/sponsored', { as: 'ops' });
    await expectRowCount(/^25 of/);
    await user.click(screen.getByRole('columnheader', { name: 'Event' }));
    await waitFor(() => expect(searchOf(router).getAll('sort')).toEqual(['title']), WAIT);
    const first = potential()
      .map((event) => event.title)
      .sort(compareNames)[0];
    await waitFor(() => expect(rowTexts('Potentially sponsored events')[0]).toContain(first), WAIT);

    await user.click(screen.getByRole('button', { name: /Review$/ }));
    await user.click(await screen.findByRole('option', { name: 'To review' }, WAIT));
    await waitFor(() => expect(searchOf(router).get('filter.reviewed')).toBe('false'), WAIT);
    const toReview = potential().filter((event) => event.reviewed_at === null).length;
    await expectRowCount(new RegExp(`of ${toReview} events$`));

    await user.click(screen.getByRole('button', { name: 'Load more events' }));
    await expectRowCount(`${Math.min(50, toReview)} of ${toReview} events`);
  });

  it('says so when no event matches', async () => {
    await renderRoute('/agency/traffic/sponsored?filter.s=zzzz-nothing', { as: 'ops' });
    expect(await screen.findByText('No events match these filters.', {}, WAIT)).toBeTruthy();
  });

  it('lists the aired events no brand has booked', async () => {
    await renderRoute('/agency/traffic/not-sponsored', { as: 'ops' });
    const { sponsorships } = mock.backend.store;
    // Neither booked nor with a sponsorship traffic confirmed (every mention reviewed).
    const count = events().filter(
      (event) =>
        event.aired_date &&
        event.brand_id === null &&
        !sponsorships
          .lookup('event_id', event.id)
          .some((row) => row.mentions.every((mention) => mention.is_reviewed)),
    ).length;
    await expectRowCount(`25 of ${count} events`);
    expect(screen.getByRole('tab', { name: 'Not Sponsored', selected: true })).toBeTruthy();
  });

  it('lists the relationships the brand has not approved, with brand and creator', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/agency/traffic/unapproved', { as: 'ops' });
    const { store } = mock.backend;
    const pending = store.relationships
      .all()
      .filter(
        (row) =>
          !row.deleted_at &&
          (row.approval_status === 'undecided' || row.approval_status === 'to-discuss'),
      );
    await expectRowCount(`25 of ${pending.length} relationships`);
    const row = rowTexts('Unapproved brands')[0] ?? '';
    expect(
      pending.some(
        (relationship) =>
          row.includes(store.brands.get(relationship.brand_id)?.name ?? '-') &&
          row.includes(store.creators.get(relationship.publisher_id)?.name ?? '-'),
      ),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: /Approval$/ }));
    await user.click(await screen.findByRole('option', { name: 'To Discuss' }, WAIT));
    await waitFor(
      () => expect(searchOf(router).get('filter.approval_status')).toBe('to-discuss'),
      WAIT,
    );
    const toDiscuss = pending.filter(
      (relationship) => relationship.approval_status === 'to-discuss',
    );
    await expectRowCount(`25 of ${toDiscuss.length} relationships`);
  });
});
