import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderBrandRoute, setupBrandTests } from '../../../test/renderBrandRoute.tsx';

setupBrandTests();

const PAGES: readonly [path: string, heading: string, loaded: string | RegExp][] = [
  ['', 'Dashboard', '5 of 32 events'],
  ['/prospecting', 'Prospecting', '12 of 12 creators'],
  ['/planning', 'Planning', '8 of 8 campaigns'],
  ['/production', 'Production', '25 of 93 productions'],
  ['/settings', 'Settings', '3 of 3 contacts'],
  ['/reporting/campaign-tracking', 'Campaign Tracking', '25 of 26 campaigns'],
  ['/reporting/events', 'Events', '6 of 6 events'],
  ['/reporting/analysis', 'Campaign Analysis', /^\d+ campaigns$/],
  ['/reporting/seismograph', 'Seismograph', 'Days with airings'],
  ['/reporting/effectiveness', 'Effectiveness', '18 creators'],
  ['/reporting/creators', 'Creators', '23 creators'],
  ['/reporting/revenue', 'Revenue', '12 months'],
  ['/reporting/activity', 'Sales Activity', '1 of 1 entries'],
  ['/reporting/import-activity', 'Import Activity', '2 of 2 integrations'],
  ['/reporting/contracts', 'Contracts', '19 of 19 campaigns'],
];

describe('brand pages and axe', () => {
  it.each(PAGES)('%s has no serious or critical violation', async (path, heading, loaded) => {
    await renderBrandRoute(`/agency/brands/2${path}`, { as: 'admin' });
    await screen.findByRole('heading', { level: 1, name: heading });
    await screen.findByText(loaded);
    const { violations } = await axe.run(document.body, {
      // jsdom has no layout or colours: contrast is the browser tests' to check.
      rules: { 'color-contrast': { enabled: false } },
    });
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      );
    expect(serious).toEqual([]);
  });
});
