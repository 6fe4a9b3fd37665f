import { toast } from '@airtime/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../../test/agencyQueries.ts';
import { renderBrandRoute, setupBrandTests } from '../../../test/renderBrandRoute.tsx';

const mock = setupBrandTests();
afterEach(() => toast.clear());
const BRAND_ID = 2;
const SETTINGS = `/agency/brands/${BRAND_ID}/settings`;

/** The brand's newest seeded tracker: the first the list shows. */
function seededTracker() {
  const [tracker] = mock.backend.store.trackers
    .all()
    .filter((row) => row.brand_id === BRAND_ID && row.deleted_at === null)
    .sort((a, b) => b.id - a.id);
  if (tracker === undefined) throw new Error('The seed gives the brand no tracker.');
  return tracker;
}

describe("the brand settings' offers and trackers", { timeout: 60_000 }, () => {
  it('adds an offer from the settings and lists it, then opens it for editing', async () => {
    await renderBrandRoute(SETTINGS, { as: 'admin' });
    const offers = await screen.findByRole('grid', { name: 'Offers' });
    await userEvent.click(screen.getByRole('button', { name: 'Add offer' }));
    const form = await screen.findByRole('dialog', { name: 'Add an offer' }, { timeout: 20_000 });
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Spring read');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Brand flat rate' }), '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Add offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const row = (await within(offers).findByText('Spring read')).closest('[role="row"]');
    expect(row?.textContent).toContain('$500 (b) flat');
    expect(
      mock.backend.store.offers.all().find((offer) => offer.name === 'Spring read'),
    ).toMatchObject({ brand_id: BRAND_ID, brand_flat_rate: 500 });

    await userEvent.click(within(offers).getByText('Spring read'));
    expect(await screen.findByRole('dialog', { name: 'Edit Spring read' })).toBeTruthy();
  });

  it('adds a landing tracker linked to no production, runs its check and lists the result', async () => {
    await renderBrandRoute(SETTINGS, { as: 'admin' });
    const trackers = await screen.findByRole('grid', { name: 'Trackers' });
    await userEvent.click(screen.getByRole('button', { name: 'Add tracker' }));
    const form = await screen.findByRole('dialog', { name: 'Add a tracker' }, { timeout: 20_000 });
    await userEvent.type(within(form).getByRole('textbox', { name: /Domain/ }), 'acme.com/pod');
    await userEvent.type(within(form).getByRole('textbox', { name: /Promo code/ }), 'save20');
    await userEvent.click(within(form).getByRole('button', { name: 'Add tracker' }));
    const saved = await screen.findByRole('dialog', { name: 'Tracker' });
    const added = () =>
      mock.backend.store.trackers
        .all()
        .find((row) => row.type === 'landing' && row.promocode === 'SAVE20');
    expect(added()).toMatchObject({ brand_id: BRAND_ID, event_production_id: null });
    const row = async () =>
      (await within(trackers).findByText('SAVE20 on acme.com/pod')).closest('[role="row"]');
    expect((await row())?.textContent).toContain('Never');

    await userEvent.click(within(saved).getByRole('button', { name: 'Run check' }));
    expect(
      await within(saved).findByText(/Tracking works: SAVE20 on acme\.com\/pod\./),
    ).toBeTruthy();
    await expectAccessible();
    await waitFor(async () =>
      expect((await row())?.textContent).toMatch(/[A-Z][a-z]{2} \d{2}, \d{4}/),
    );
  });

  it('opens a tracker of the list for editing and checking', async () => {
    const tracker = seededTracker();
    await renderBrandRoute(SETTINGS, { as: 'admin' });
    const trackers = await screen.findByRole('grid', { name: 'Trackers' });
    const target = tracker.type === 'landing' ? tracker.domain : tracker.link;
    await userEvent.click(
      await within(trackers).findByText(new RegExp(target.replaceAll('.', '\\.'))),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tracker' }, { timeout: 20_000 });
    expect(within(dialog).getByRole('button', { name: 'Save tracker' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Run check' }));
    expect(await within(dialog).findByText(/^Check (passed|failed)$/)).toBeTruthy();
  });

  it('shows a Read Only user the lists without Add buttons, and a tracker without write controls', async () => {
    const tracker = seededTracker();
    await renderBrandRoute(SETTINGS, { as: 'readonly' });
    const trackers = await screen.findByRole('grid', { name: 'Trackers' });
    expect(screen.getByRole('grid', { name: 'Offers' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add offer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add tracker' })).toBeNull();
    const target = tracker.type === 'landing' ? tracker.domain : tracker.link;
    await userEvent.click(
      await within(trackers).findByText(new RegExp(target.replaceAll('.', '\\.'))),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tracker' }, { timeout: 20_000 });
    expect(within(dialog).queryByRole('button', { name: 'Save tracker' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Run check' })).toBeNull();
    await expectAccessible();
  });
});
