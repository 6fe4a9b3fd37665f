import type { PersonaKey } from '@airtime/mock-api';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestRouter, servicesFor, setupPortalMockApi } from '../test/renderRoute.tsx';

// Where opening a URL ends, through the route table's guards and redirects (no page rendered).

setupPortalMockApi();

async function landing(path: string, as?: PersonaKey): Promise<string> {
  await servicesFor(as);
  const router = createTestRouter(path);
  await waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${decodeURIComponent(search)}`;
}

describe('the route table', () => {
  it.each([
    ['/agency/home'],
    ['/agency/accounting'],
    ['/agency/campaigns'],
    ['/agency/brands/2'],
    ['/agency/traffic'],
    ['/brand'],
    ['/brand/home'],
    ['/creator'],
    ['/creator/home'],
  ])('sends a signed-out visitor from %s to login, and back there afterwards', async (path) => {
    expect(await landing(path)).toBe(`/login?redirect=${path}`);
  });

  it.each([
    ['/agency/campaigns', 'admin', '/agency/home'],
    ['/agency/traffic', 'ops', '/agency/traffic/sponsored'],
    ['/agency/traffic', 'admin', '/agency/home'],
    ['/agency/brands/2/reporting', 'admin', '/agency/brands/2/reporting/campaign-tracking'],
    ['/brand', 'brand', '/brand/home'],
    ['/creator', 'creator', '/creator/home'],
    ['/agency/home', 'brand', '/brand/home'],
  ] as const)('follows the redirect of %s for %s to %s', async (path, as, expected) => {
    expect(await landing(path, as)).toBe(expected);
  });

  it('opens the Finance section at the first page the user may see', async () => {
    expect(await landing('/agency/accounting', 'admin')).toMatch(/^\/agency\/accounting\/[a-z-]+$/);
  });
});
