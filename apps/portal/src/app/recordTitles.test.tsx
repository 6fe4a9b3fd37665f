import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, setupPortalMockApi } from '../test/renderRoute.tsx';

setupPortalMockApi();

describe('an unknown record in the agency app', () => {
  it.each([
    ['a brand id no brand has', '/agency/brands/999999', 'Brand not found'],
    ['a brand path with no id', '/agency/brands/abc', 'Brand not found'],
    ['a creator id no creator has', '/agency/creators/999999', 'This creator could not be found.'],
    ['an agency id no agency has', '/agency/agencies/999999', 'Agency not found'],
  ])(
    '%s is titled Not found, not "Loading..." for ever',
    { timeout: 60_000 },
    async (_label, path, message) => {
      await renderRoute(path, { as: 'admin' });
      expect(await screen.findByText(message)).toBeTruthy();
      await waitFor(() => expect(document.title).toContain('Not found'));
      expect(document.title).not.toContain('Loading');
      for (const crumbs of screen.queryAllByRole('navigation', { name: 'Breadcrumbs' })) {
        expect(crumbs.textContent).not.toContain('Loading');
      }
    },
  );
});
