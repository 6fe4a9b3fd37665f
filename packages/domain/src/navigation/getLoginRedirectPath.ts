import { assertNever } from '../shared/assertNever.ts';

/** Why the user is sent to login: never signed in, or the server answered 401. */
export type LoginRedirectReason = 'signed-out' | 'unauthorized';

/**
 * The login path that brings the user back afterwards: `/login?redirect={path+search}`, plus
 * `&checked=true` after a 401 (decisions §3). `search` may come with or without its `?`.
 */
export function getLoginRedirectPath({
  path,
  search = '',
  reason = 'signed-out',
}: {
  readonly path: string;
  readonly search?: string;
  readonly reason?: LoginRedirectReason;
}): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const target = `${path === '' ? '/' : path}${query === '' ? '' : `?${query}`}`;
  const loginPath = `/login?redirect=${encodeURIComponent(target)}`;
  switch (reason) {
    case 'signed-out':
      return loginPath;
    case 'unauthorized':
      return `${loginPath}&checked=true`;
    default:
      return assertNever(reason, 'login redirect reason');
  }
}
