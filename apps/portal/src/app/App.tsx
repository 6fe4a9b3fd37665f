import { useState } from 'react';
import { createBrowserRouter, type DataRouter, RouterProvider } from 'react-router';
import { setPendingPathSource } from './lazyPage.ts';
import { patchAppRoutes, routes } from './routes.tsx';

// The API's providers are not here: the routes that use the API render them (ApiRoot), so the
// sign-in page loads neither SWR nor the session.

function createAppRouter(): DataRouter {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAppRoutes });
  setPendingPathSource(() => {
    const target = router.state.navigation.location;
    return target === undefined ? null : `${target.pathname}${target.search}`;
  });
  return router;
}

/** The portal. */
export function App() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
