import type { PersonaKey } from '@airtime/mock-api';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { pageRoutes } from './appTestRoutes.tsx';
import { AppProviders, type RenderedRoute, servicesFor } from './renderRoute.tsx';

// Test support for the brand app and inbox pages: their routes (testRoutes.tsx) in a memory
// router, signed in as a persona against the fake, the session started as the app's guard does.

/** Renders the page at `path` as `as` would see it, the session started (as the app guard does). */
export async function renderAppPage(
  path: string,
  { as }: { readonly as: PersonaKey },
): Promise<RenderedRoute> {
  const { services, jar } = await servicesFor(as);
  await services.loadProfile();
  const router = createMemoryRouter(pageRoutes, { initialEntries: [path] });
  const view = render(<AppProviders services={services} router={router} />);
  return { ...view, router, services, jar };
}
