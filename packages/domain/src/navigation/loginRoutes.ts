/** The login-style pages: seen signed out, and left for home by a user who is signed in (spec §2). */
export const LOGIN_ROUTE_PATHS = [
  '/login',
  '/login-verification',
  '/forgot-password',
  '/reset-password',
  '/signup-request',
] as const;
export type LoginRoutePath = (typeof LOGIN_ROUTE_PATHS)[number];
