import { apiPage } from '../apiPage.ts';
import type { PageRoute } from '../defineRoutes.ts';
import { lazyPage } from '../lazyPage.ts';

// The public part of the table (spec §2 'Public routes'); routes.tsx gives each its layout.

/** The login-style pages: a signed-in user goes home from them (spec §2). */
export const loginRoutes: readonly PageRoute[] = [
  {
    path: 'login',
    name: 'login',
    title: 'Login',
    page: lazyPage(() => import('../../pages/public/LoginPage.tsx'), 'LoginPage'),
  },
  {
    path: 'login-verification',
    name: 'login-verification',
    title: 'Verification',
    page: apiPage(
      () => import('../../pages/public/LoginVerificationPage.tsx'),
      'LoginVerificationPage',
    ),
  },
  {
    path: 'forgot-password',
    name: 'forgot-password',
    title: 'Forgot Password',
    page: apiPage(() => import('../../pages/public/ForgotPasswordPage.tsx'), 'ForgotPasswordPage'),
  },
  {
    path: 'reset-password',
    name: 'reset-password',
    title: 'Reset Password',
    page: apiPage(() => import('../../pages/public/ResetPasswordPage.tsx'), 'ResetPasswordPage'),
  },
  {
    path: 'signup-request',
    name: 'signup-request',
    title: 'Request Access',
    page: apiPage(() => import('../../pages/public/SignupRequestPage.tsx'), 'SignupRequestPage'),
  },
];

// One page each for the three legal documents, the two error routes and the two not-found routes.
const legalPage = lazyPage(() => import('../../pages/legal/LegalPage.tsx'), 'LegalPage');
const errorPage = lazyPage(() => import('../../pages/public/ErrorPage.tsx'), 'ErrorPage');
const notFoundPage = lazyPage(() => import('../../pages/public/NotFoundPage.tsx'), 'NotFoundPage');

/** The legal pages, public, in a modal over a branded panel; LegalPage reads which from the path. */
export const legalRoutes: readonly PageRoute[] = [
  { path: 'privacy', name: 'privacy', title: 'Privacy Policy', page: legalPage },
  { path: 'terms', name: 'terms', title: 'Terms of Service', page: legalPage },
  { path: 'optout', name: 'optout', title: 'Opt Out', page: legalPage },
];

/** The error, test and not-found pages, bare. */
export const bareRoutes: readonly PageRoute[] = [
  { path: 'error', name: 'error', title: 'Error', page: errorPage },
  { path: 'story/:storyId', title: 'Error', page: errorPage },
  {
    path: 'test',
    name: 'test',
    title: 'System Check',
    page: apiPage(() => import('../../pages/public/TestPage.tsx'), 'TestPage'),
  },
  { path: 'not-found', name: 'not-found', title: 'Page not found', page: notFoundPage },
  { path: '*', title: 'Page not found', page: notFoundPage },
];
