import { RouterProvider as LinkRouterProvider } from '@airtime/design-system';
import { Outlet, useHref, useNavigate } from 'react-router';
import { useThemeByApp } from '../app/useThemeByApp.ts';
import { CookieBanner } from '../features/cookies/CookieBanner.tsx';
import { ApiErrorHandling } from '../features/errors/ApiErrorHandling.tsx';
import { FirstLoadOverlay } from '../features/navigation/FirstLoadOverlay.tsx';
import { NavigationProgress } from '../features/navigation/NavigationProgress.tsx';
import { usePageMetrics } from '../features/realtime/usePageMetrics.ts';
import { useRealtime } from '../features/realtime/useRealtime.ts';
import { AppToasts } from '../features/toasts/AppToasts.tsx';

/**
 * Around every page: links through the router, the theme of the app, the navigation progress
 * bar, the API's error behaviours (spec §8), realtime and page metrics, the cookie notice and the
 * toasts. Each layout sets the document title.
 */
export function RootLayout() {
  const navigate = useNavigate();
  useThemeByApp();
  useRealtime();
  usePageMetrics();
  return (
    <LinkRouterProvider
      navigate={(to, options) => void navigate(to, options)}
      useHref={useLinkHref}
    >
      <NavigationProgress />
      <Outlet />
      <CookieBanner />
      <ApiErrorHandling />
      <AppToasts />
    </LinkRouterProvider>
  );
}

// Links with a scheme (https:, mailto:) or protocol-relative ones leave the app untouched.
const EXTERNAL_HREF = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** React Aria's link hrefs through the router, except external ones. */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return EXTERNAL_HREF.test(href) ? href : routed;
}

/** For the root route's `HydrateFallback`: the full overlay of the app's first load. */
export const RootHydrateFallback = FirstLoadOverlay;
