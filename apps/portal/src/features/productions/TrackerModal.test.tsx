import { toast } from '@airtime/design-system';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test/agencyQueries.ts';
import { choose, openModals, seededProduction } from '../../test/productionModals.ts';
import { setupPortalMockApi } from '../../test/renderRoute.tsx';

const mock = setupPortalMockApi();
afterEach(() => {
  cleanup();
  localStorage.clear();
  toast.clear();
});

async function openTracker() {
  const seeded = seededProduction(mock);
  const ids = `{"brandId":${seeded.brandId},"productionId":${seeded.production.id}}`;
  await openModals([`tracker:${ids}`]);
  const dialog = await screen.findByRole('dialog', { name: 'Add a tracker' }, { timeout: 20_000 });
  return { ...seeded, dialog };
}

describe('the tracker modal', { timeout: 60_000 }, () => {
  it('asks for what a landing page needs, links the new tracker, and runs its check', async () => {
    const { production, dialog } = await openTracker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tracker' }));
    expect(within(dialog).getByText('Enter the landing page, like acme.com/podcast.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the promo code listeners type.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Run check' })).toBeNull();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Domain/ }), 'acme.com/pod');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Promo code/ }), 'save20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tracker' }));
    const saved = await screen.findByRole('dialog', { name: 'Tracker' });
    await expect
      .poll(() => mock.backend.store.eventProductions.get(production.id)?.tracker_id)
      .not.toBeNull();

    await userEvent.click(within(saved).getByRole('button', { name: 'Run check' }));
    const result = await within(saved).findByText(/Tracking works: SAVE20 on acme\.com\/pod\./);
    expect(result.textContent).toMatch(/Checked [A-Z][a-z]{2} \d{2}, \d{4}\./);
    await expectAccessible();
  });

  it('shows the server’s refusal under the link and keeps it', async () => {
    const { dialog } = await openTracker();
    await choose(dialog, /Type/, 'Promo Link');
    const link = within(dialog).getByRole('textbox', { name: /Link/ });
    await userEvent.type(link, 'not a link');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tracker' }));
    expect(await within(dialog).findByText(/link.*(valid|URL)/i)).toBeTruthy();
    expect((link as HTMLInputElement).value).toBe('not a link');
    expect(within(dialog).getByRole('textbox', { name: /Link/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
