/**
 * Whether a 401 sends the user to login (decisions §3): not from `/` or `/login`, where signed-out
 * users already are, nor while impersonating, nor from a public route (where 401s are expected).
 */
export function shouldRedirectToLoginOn401({
  pathname,
  isImpersonating,
  isPublicRoute = false,
}: {
  readonly pathname: string;
  readonly isImpersonating: boolean;
  readonly isPublicRoute?: boolean;
}): boolean {
  // `/login/` and `` are the same pages as `/login` and `/`.
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return !isImpersonating && !isPublicRoute && normalized !== '/' && normalized !== '/login';
}
