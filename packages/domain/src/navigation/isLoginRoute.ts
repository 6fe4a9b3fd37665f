import { LOGIN_ROUTE_PATHS } from './loginRoutes.ts';

/** Whether a pathname is a login-style page or below one (`/reset-password/{token}`). */
export function isLoginRoute(pathname: string): boolean {
  // React Router matches paths case-insensitively and ignores a trailing slash, so we do too.
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return LOGIN_ROUTE_PATHS.some((login) => path === login || path.startsWith(`${login}/`));
}
