import type { RouteObject } from 'react-router';
import { agencyRoutes } from './agencyRoutes.ts';
import { brandRoutes } from './brandRoutes.ts';
import { creatorRoutes } from './creatorRoutes.ts';
import { buildRoutes, type PageRoute } from './defineRoutes.ts';
import { guardLoginRoute, guardRoute, redirectFromRoot } from './guards.ts';
import { lazyPage } from './lazyPage.ts';
import { RootHydrateFallback, RootLayout } from './RootLayout.tsx';
import type { RouteHandle } from './routeHandle.ts';

// The one route table (spec §2): public pages, the three apps, redirects and not-found.

const loginRoutes: readonly PageRoute[] = [
  {
    path: 'login',
    name: 'login',
    title: 'Login',
    page: lazyPage(() => import('../pages/public/LoginPage.tsx'), 'LoginPage'),
  },
  {
    path: 'login-verification',
    name: 'login-verification',
    title: 'Verification',
    page: lazyPage(
      () => import('../pages/public/LoginVerificationPage.tsx'),
      'LoginVerificationPage',
    ),
  },
  {
    path: 'forgot-password',
    name: 'forgot-password',
    title: 'Forgot Password',
    page: lazyPage(() => import('../pages/public/ForgotPasswordPage.tsx'), 'ForgotPasswordPage'),
  },
  {
    path: 'reset-password',
    name: 'reset-password',
    title: 'Reset Password',
    page: lazyPage(() => import('../pages/public/ResetPasswordPage.tsx'), 'ResetPasswordPage'),
  },
  {
    path: 'signup-request',
    name: 'signup-request',
    title: 'Request Access',
    page: lazyPage(() => import('../pages/public/SignupRequestPage.tsx'), 'SignupRequestPage'),
  },
];

const legalRoutes: readonly PageRoute[] = [
  {
    path: 'privacy',
    name: 'privacy',
    title: 'Privacy Policy',
    page: lazyPage(() => import('../pages/legal/LegalPage.tsx'), 'LegalPage'),
  },
  {
    path: 'terms',
    name: 'terms',
    title: 'Terms of Service',
    page: lazyPage(() => import('../pages/legal/LegalPage.tsx'), 'LegalPage'),
  },
  {
    path: 'optout',
    name: 'optout',
    title: 'Opt Out',
    page: lazyPage(() => import('../pages/legal/LegalPage.tsx'), 'LegalPage'),
  },
];

const bareRoutes: readonly PageRoute[] = [
  {
    path: 'error',
    name: 'error',
    title: 'Error',
    page: lazyPage(() => import('../pages/public/ErrorPage.tsx'), 'ErrorPage'),
  },
  {
    path: 'story/:storyId',
    title: 'Error',
    page: lazyPage(() => import('../pages/public/ErrorPage.tsx'), 'ErrorPage'),
  },
  {
    path: 'test',
    name: 'test',
    title: 'System Check',
    page: lazyPage(() => import('../pages/public/TestPage.tsx'), 'TestPage'),
  },
  {
    path: 'not-found',
    name: 'not-found',
    title: 'Page not found',
    page: lazyPage(() => import('../pages/public/NotFoundPage.tsx'), 'NotFoundPage'),
  },
  {
    path: '*',
    title: 'Page not found',
    page: lazyPage(() => import('../pages/public/NotFoundPage.tsx'), 'NotFoundPage'),
  },
];

function appRoot(
  appType: 'agency' | 'brand' | 'creator',
  children: readonly PageRoute[],
): RouteObject {
  const handle: RouteHandle = { appType };
  return {
    path: appType,
    handle,
    loader: guardRoute(appType, {}),
    lazy: lazyPage(() => import('../layouts/MainLayout.tsx'), 'MainLayout'),
    children: buildRoutes(children, appType),
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    children: [
      { index: true, loader: redirectFromRoot },
      {
        loader: guardLoginRoute,
        lazy: lazyPage(() => import('../layouts/LoginLayout.tsx'), 'LoginLayout'),
        children: buildRoutes(loginRoutes, null),
      },
      {
        lazy: lazyPage(() => import('../layouts/LegalLayout.tsx'), 'LegalLayout'),
        children: buildRoutes(legalRoutes, null),
      },
      appRoot('agency', agencyRoutes),
      appRoot('brand', brandRoutes),
      appRoot('creator', creatorRoutes),
      {
        lazy: lazyPage(() => import('../layouts/BareLayout.tsx'), 'BareLayout'),
        children: buildRoutes(bareRoutes, null),
      },
    ],
  },
];
