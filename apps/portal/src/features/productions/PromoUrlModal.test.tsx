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

describe('the promo url modal', { timeout: 60_000 }, () => {
  it('adds a creator’s code for the brand; a taken one is refused under the code', async () => {
    const { brandId, event } = seededProduction(mock);
    const taken = mock.backend.store.promoCodes.all().find((code) => code.brand_id === brandId);
    if (taken === undefined) throw new Error('The brand has no promo code yet.');
    await openModals([`promo-url:{"brandId":${brandId},"creatorId":${event.publisher_id}}`]);
    const dialog = await screen.findByRole('dialog', { name: 'Promo codes' }, { timeout: 20_000 });
    const code = within(dialog).getByRole('textbox', { name: /^Code/ });

    await userEvent.type(code, 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add promo code' }));
    expect(
      within(dialog).getByText('Use 2 to 32 letters, digits, dashes or underscores.'),
    ).toBeTruthy();

    await userEvent.clear(code);
    await userEvent.type(code, taken.code);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add promo code' }));
    expect(await within(dialog).findByText('The code has already been taken.')).toBeTruthy();
    expect((code as HTMLInputElement).value).toBe(taken.code);

    await userEvent.clear(code);
    await userEvent.type(code, 'pod-spring');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add promo code' }));
    await within(dialog).findByText('POD-SPRING added.');
    const list = within(dialog).getByRole('list', {
      name: 'The creator’s promo codes for the brand',
    });
    expect(await within(list).findByText('POD-SPRING')).toBeTruthy();
    await expectAccessible();
  });
});
