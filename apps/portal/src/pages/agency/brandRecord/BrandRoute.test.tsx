import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED_NOW } from '../../../test/renderBrandRoute.tsx';
import { renderRoute, setupPortalMockApi } from '../../../test/renderRoute.tsx';

// The brand detail page in the real route table, inside the app's shell.

setupPortalMockApi();
afterEach(() => vi.useRealTimers());

describe('/agency/brands/:brandId in the app', () => {
  it('shows the brand in the shell and titles the page with its name', async () => {
    vi.setSystemTime(SEED_NOW);
    await renderRoute('/agency/brands/2/reporting/events', { as: 'admin' });
    const header = await screen.findByRole('region', { name: 'Brand' }, { timeout: 20_000 });
    expect(await within(header).findByText('Schaden - Predovic')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Events' }, { timeout: 20_000 }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe(
        'Airtime | Brands / Schaden - Predovic / Reporting / Events | agency',
      ),
    );
  });
});
