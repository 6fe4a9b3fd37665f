import { getSafeRedirect, getUserHome, type UserProfile } from '@airtime/domain';

/** Where a finished sign-in goes: the `redirect` query when it is safe, else the user's home (decisions §3). */
export function getSignInDestination(
  redirect: string | null,
  profile: Pick<UserProfile, 'business_role'>,
): string {
  return getSafeRedirect(redirect, getUserHome(profile));
}

/** A sign-in page's path that carries the `redirect` query on (login, verification, and back). */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect === null || redirect === ''
    ? path
    : `${path}?${new URLSearchParams({ redirect }).toString()}`;
}
