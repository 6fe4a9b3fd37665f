import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { servicesFor, setupPortalMockApi } from '../test/renderRoute.tsx';
import { buildRoutes, type RoutePreload } from './defineRoutes.ts';

// A route's preload: fired once its guard lets the user in, never waited for.

setupPortalMockApi();

const Blank = () => null;

async function open(path: string, preload: RoutePreload) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: Blank },
      {
        path: '/agency',
        children: buildRoutes(
          [{ path: 'things/:id', preload, page: async () => ({ Component: Blank }) }],
          'agency',
        ),
      },
    ],
    { initialEntries: [path] },
  );
  await waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
  });
  const { pathname } = router.state.location;
  router.dispose();
  return pathname;
}

describe('a route’s preload', () => {
  it('gets the params, the URL, the client and the session once the guard lets the user in', async () => {
    const { services } = await servicesFor('admin');
    const preload = vi.fn<RoutePreload>();
    expect(await open('/agency/things/7?tab=a', preload)).toBe('/agency/things/7');
    expect(preload).toHaveBeenCalledTimes(1);
    const [context] = preload.mock.calls[0] ?? [];
    expect(context?.params).toMatchObject({ id: '7' });
    expect(context?.url.search).toBe('?tab=a');
    expect(context?.client).toBe(services.client);
    expect(context?.session).toBe(services.session);
    expect(context?.session.getState().status).toBe('signed-in');
  });

  it('is not fired for a signed-out visitor, whom the guard sends to sign in', async () => {
    await servicesFor();
    const preload = vi.fn<RoutePreload>();
    expect(await open('/agency/things/7', preload)).toBe('/login');
    expect(preload).not.toHaveBeenCalled();
  });

  it('is not waited for: the route is in while the reads it started are still out', async () => {
    await servicesFor('admin');
    let started = false;
    const preload: RoutePreload = () => {
      started = true;
      void new Promise(() => {});
    };
    expect(await open('/agency/things/7', preload)).toBe('/agency/things/7');
    expect(started).toBe(true);
  });
});
