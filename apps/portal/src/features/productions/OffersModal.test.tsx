import { toast } from '@airtime/design-system';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/agencyQueries.ts';
import { openModals, seededProduction } from '../../test/productionModals.ts';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';

const mock = setupPortalMockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
  toast.clear();
});

async function openOffers() {
  const seeded = seededProduction(mock);
  const offers = mock.backend.store.offers
    .all()
    .filter((offer) => offer.brand_id === seeded.brandId && offer.deleted_at === null);
  const props = `{"brandId":${seeded.brandId},"productionId":${seeded.production.id}}`;
  await openModals([`offers:${props}`]);
  const dialog = await screen.findByRole('dialog', { name: 'Offers' }, { timeout: 20_000 });
  return { ...seeded, offers, dialog };
}

async function typeRate(dialog: HTMLElement, label: string, value: string) {
  const field = within(dialog).getByRole('textbox', { name: label });
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.tab();
}

describe('the offers modals', { timeout: 60_000 }, () => {
  it('uses one of the brand’s offers for the production at once', async () => {
    const { production, offers, dialog } = await openOffers();
    const [offer] = offers;
    if (offer === undefined) throw new Error('The brand has no offer.');
    await userEvent.click(await within(dialog).findByRole('button', { name: `Use ${offer.name}` }));
    expect(
      await within(dialog).findByRole('button', { name: `Stop using ${offer.name}` }),
    ).toBeTruthy();
    await expect
      .poll(() => mock.backend.store.eventProductions.get(production.id)?.offer_id)
      .toBe(offer.id);
  });

  it('adds an offer for the production, checking the rates and keeping them when refused', async () => {
    const { production, dialog } = await openOffers();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add offer' }));
    const form = await screen.findByRole('dialog', { name: 'Add an offer' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Spring read');
    await typeRate(form, 'Brand flat rate', '500');
    await typeRate(form, 'Creator flat rate', '600');
    await userEvent.click(within(form).getByRole('button', { name: 'Add offer' }));
    expect(
      within(form).getByText('The creator’s share cannot be more than the brand’s rate.'),
    ).toBeTruthy();
    await typeRate(form, 'Creator flat rate', '400');

    mock.server.use(
      http.post(
        '*/api/offers',
        () =>
          HttpResponse.json(
            {
              message: 'The given data was invalid.',
              errors: { name: ['The name has already been taken.'] },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add offer' }));
    expect(await within(form).findByText('The name has already been taken.')).toBeTruthy();
    expect(
      (within(form).getByRole('textbox', { name: 'Creator flat rate' }) as HTMLInputElement).value,
    ).toBe('$400');
    // Checked while the form is open: React Aria's announcement of the pending submit button
    // outlives the closed modal for a few seconds and names a button that is gone.
    await expectAccessible();

    await userEvent.click(within(form).getByRole('button', { name: 'Add offer' }));
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Add an offer' })).toBeNull();
    const added = () =>
      mock.backend.store.offers.all().find((offer) => offer.name === 'Spring read');
    expect(added()).toMatchObject({ brand_flat_rate: 500, creator_flat_rate: 400 });
    await expect
      .poll(() => mock.backend.store.eventProductions.get(production.id)?.offer_id)
      .toBe(added()?.id);
    expect(await within(dialog).findByText('Spring read')).toBeTruthy();
  });
});
