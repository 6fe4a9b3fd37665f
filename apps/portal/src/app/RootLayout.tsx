import { RouterProvider as LinkRouterProvider } from '@airtime/design-system';
import { Outlet, useHref, useNavigate } from 'react-router';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useThemeByApp } from './useThemeByApp.ts';

/** Around every page: links through the router, the document title and the theme of the app. */
export function RootLayout() {
  const navigate = useNavigate();
  useDocumentTitle();
  useThemeByApp();
  return (
    <LinkRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
    </LinkRouterProvider>
  );
}
