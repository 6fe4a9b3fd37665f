import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/agencyQueries.ts';
import { openModals, seededProduction } from '../../test/productionModals.ts';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';

const mock = setupPortalMockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/**
 * A seeded production's event, not aired, planned on Feb 1; the same creator's event for another
 * brand on Dec 10, which the event's brand lists as a competitor.
 */
function scenario() {
  const { store } = mock.backend;
  const { production, event, brandId } = seededProduction(mock);
  store.events.update(event.id, {
    planned_date: '2027-02-01',
    aired_date: null,
    billing_date: null,
    actual_views: null,
  });
  // Only the listed competitor counts: no brand of the same industry.
  store.brands.update(brandId, { industry_id: null });
  const rivalBrand = store.brands.all().find((brand) => brand.id !== brandId && brand.id !== 1);
  if (rivalBrand === undefined) throw new Error('The seed has one brand.');
  const { id: _id, ...base } = event;
  const rival = store.events.insert({
    ...base,
    brand_id: rivalBrand.id,
    title: 'Rival holiday special',
    planned_date: '2026-12-10',
    aired_date: null,
    billing_date: null,
    actual_views: null,
  });
  // The seed's competitor pair is cleared: only this one counts.
  for (const row of store.brandCompetitors.all()) store.brandCompetitors.remove(row.id, '');
  store.brandCompetitors.insert({
    brand_id: brandId,
    competitor_brand_ids: [rivalBrand.id],
    window_days: 14,
    updated_at: '2026-11-20T12:00:00.000Z',
  });
  return { production, event, rival, rivalBrand };
}

describe('the booking conflict warning', { timeout: 90_000 }, () => {
  it('names the competitor’s event when an event moves next to it; Cancel keeps the form, Book anyway saves', async () => {
    const { store } = mock.backend;
    const { production, event, rivalBrand } = scenario();
    await openModals([`production:{"id":${production.id}}`]);
    const form = await screen.findByRole('form', { name: 'Event details' }, { timeout: 20_000 });
    const day = within(form).getByLabelText('Planned date') as HTMLInputElement;
    await userEvent.clear(day);
    await userEvent.type(day, '2026-12-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save event' }));

    const warning = await screen.findByRole('alertdialog', {
      name: 'A competitor is booked nearby',
    });
    const named = within(warning).getByRole('listitem');
    expect(named.textContent).toContain('Rival holiday special');
    expect(named.textContent).toContain(rivalBrand.name);
    expect(warning.textContent).toContain('within 14 days of Dec 01, 2026');
    await expectAccessible();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(day.value).toBe('2026-12-01');
    expect(store.events.get(event.id)?.planned_date).toBe('2027-02-01');

    await userEvent.click(within(form).getByRole('button', { name: 'Save event' }));
    const again = await screen.findByRole('alertdialog', { name: 'A competitor is booked nearby' });
    await userEvent.click(within(again).getByRole('button', { name: 'Book anyway' }));
    expect(await within(form).findByText('Event saved.')).toBeTruthy();
    expect(store.events.get(event.id)?.planned_date).toBe('2026-12-01');
    expect(store.bookingDecisions.lookup('event_id', event.id)).toEqual([
      expect.objectContaining({ event_id: event.id, date: '2026-12-01', user_id: 2 }),
    ]);
  });
});
