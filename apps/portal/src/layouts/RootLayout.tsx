import { Outlet } from 'react-router';
import { useThemeByApp } from '../app/useThemeByApp.ts';
import { CookieBanner } from '../features/cookies/CookieBanner.tsx';
import { FirstLoadOverlay } from '../features/navigation/FirstLoadOverlay.tsx';
import { NavigationProgress } from '../features/navigation/NavigationProgress.tsx';
import { usePageMetrics } from '../features/realtime/usePageMetrics.ts';
import { AppToasts } from '../features/toasts/AppToasts.tsx';

/**
 * Around every page: the theme of the app, the navigation progress bar, page metrics, the cookie
 * notice and the toasts. Each layout sets the document title; the layouts with React Aria's links
 * route them (LinkRouting), and the pages that use the API render its providers, realtime and its
 * error behaviours (ApiRoot).
 */
export function RootLayout() {
  useThemeByApp();
  usePageMetrics();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <CookieBanner />
      <AppToasts />
    </>
  );
}

/** For the root route's `HydrateFallback`: the full overlay of the app's first load. */
export const RootHydrateFallback = FirstLoadOverlay;
