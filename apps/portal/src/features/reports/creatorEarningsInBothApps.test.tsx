import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { statText } from '../../test/creatorQueries.ts';
import { SEED_NOW } from '../../test/renderBrandRoute.tsx';
import { renderRoute, setupPortalMockApi } from '../../test/renderRoute.tsx';
import { rowTexts } from '../../test/rowTexts.ts';

// A creator's earnings are one report (issue 16): the agency's Revenue & Payouts tab of the
// creator record and the creator app's Payments show the same figures, months, billing and
// payment preferences. The creator persona's app starts on its first creator by name, creator 1.

setupPortalMockApi();

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SEED_NOW);
});
afterAll(() => vi.useRealTimers());

/** What a user reads of the report once it has loaded. */
async function readEarnings() {
  const preferences = await screen.findByRole('grid', { name: 'Payment preferences' });
  await within(preferences).findByText('PayPal');
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), {
    timeout: 30_000,
  });
  return {
    // 'Aired events' is also a key figure of the agency's creator header: left out here.
    figures: await Promise.all(['Earnings', 'Average rate', 'To be billed'].map(statText)),
    chart: screen.getByRole('figure', { name: 'Earnings by month' }).textContent,
    months: rowTexts('Earnings by month, by month'),
    billing: rowTexts('Upcoming billing'),
    payments: rowTexts('Payment preferences'),
  };
}

describe("a creator's earnings in both apps", { timeout: 120_000 }, () => {
  it('read the same in the agency creator record and in the creator app', async () => {
    await renderRoute('/agency/creators/1/reporting/revenue', { as: 'admin' });
    const agency = await readEarnings();
    cleanup();
    await renderRoute('/creator/payments', { as: 'creator' });
    const creatorApp = await readEarnings();
    expect(creatorApp).toEqual(agency);
    expect(agency.months.length).toBeGreaterThan(0);
    expect(agency.figures[0]).toMatch(/\$\d/);
  });
});
