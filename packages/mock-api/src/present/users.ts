import type { UserProfile, UserSummary } from '@airtime/domain';
import { effectivePermissions } from '../auth/rolePermissions.ts';
import type { Store } from '../store/createStore.ts';
import type { StoredUser } from '../store/records.ts';

/** The profile the API sends: never the password, code or access lists. */
export function presentProfile(
  store: Store,
  user: StoredUser,
  isImpersonating: boolean,
): UserProfile {
  const unread = store.notifications
    .lookup('user_id', user.id)
    .filter((row) => row.read_at === null).length;
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    avatar: user.avatar,
    email: user.email,
    business_role: user.business_role,
    roles: user.roles,
    permissions: effectivePermissions(store, user),
    own_permissions: user.permissions,
    unread_notifications_count: unread,
    ios_count: user.ios_count,
    can_impersonate: user.can_impersonate,
    is_impersonating: isImpersonating,
  };
}

/** A user as embedded in assignees, messages and search results. */
export function presentUserSummary(user: StoredUser): UserSummary {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    avatar: user.avatar,
    email: user.email,
  };
}

/** Summaries of the users behind a set of ids, for a list's `included.users`. */
export function includeUsers(store: Store, ids: Iterable<number | null>): UserSummary[] {
  const out: UserSummary[] = [];
  const seen = new Set<number>();
  for (const id of ids) {
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    const user = store.users.get(id);
    if (user !== undefined) out.push(presentUserSummary(user));
  }
  return out.sort((a, b) => a.id - b.id);
}
