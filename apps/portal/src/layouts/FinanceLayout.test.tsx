import type { PersonaKey } from '@airtime/mock-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, setupPortalMockApi } from '../test/renderRoute.tsx';

setupPortalMockApi();

async function financeTabs(path: string, as: PersonaKey): Promise<string[]> {
  await renderRoute(path, { as });
  await screen.findByRole('heading', { level: 1, name: 'Finance' }, { timeout: 20_000 });
  const tabs = screen.getByRole('tablist', { name: 'Finance pages' });
  return within(tabs)
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
}

describe('FinanceLayout', () => {
  it.each<[PersonaKey, string, string[]]>([
    [
      'admin',
      '/agency/accounting/brand-revenue',
      [
        'Brand Revenue',
        'Brand Forecasting',
        'Brand Invoicing',
        'Creator Revenue',
        'Creator Payout',
      ],
    ],
    ['finance', '/agency/accounting/invoices', ['Brand Invoicing', 'Creator Payout']],
    ['readonly', '/agency/accounting/brand-revenue', ['Brand Revenue']],
  ])('shows %s the Finance pages they may open', async (as, path, expected) => {
    expect(await financeTabs(path, as)).toEqual(expected);
  });

  it('lands the finance persona on Brand Invoicing', async () => {
    const { router } = await renderRoute('/agency/accounting', { as: 'finance' });
    await screen.findByRole('heading', { level: 2, name: 'Brand Invoicing' }, { timeout: 20_000 });
    expect(router.state.location.pathname).toBe('/agency/accounting/invoices');
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Brand Invoicing');
  });
});
