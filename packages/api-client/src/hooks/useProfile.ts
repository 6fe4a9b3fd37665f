import { use } from 'react';
import { searchUsers } from '../endpoints/search.ts';
import { getUser, updateUser } from '../endpoints/users.ts';
import { OptionalSessionContext } from '../session/SessionProvider.tsx';
import { markUserUpdated } from '../session/userKeys.ts';
import { useApiMutation, useQuery } from '../swr/createHooks.ts';
import { matchesCall } from '../swr/keys.ts';

/** A user's profile by id (agency staff, or one's own); null waits. */
export function useUserProfile(id: number | null) {
  return useQuery(getUser, id === null ? null : { params: { id } });
}

/**
 * Updates a profile as form data (names, email, avatar file; roles and permissions for a Super
 * Admin). The own profile replaces the session's at once; another user's is flagged updated
 * (their next profile check refetches it).
 *
 * ```ts
 * const { trigger } = useUpdateUser();
 * await trigger({ params: { id }, body: { firstname, avatar: file } });
 * ```
 */
export function useUpdateUser() {
  const session = use(OptionalSessionContext);
  return useApiMutation(updateUser, ({ params }) => [matchesCall(getUser, params), searchUsers], {
    onSuccess(profile) {
      if (session === null) return;
      if (session.getState().profile?.id === profile.id) session.setProfile(profile);
      else markUserUpdated(session.storage, profile.id);
    },
  });
}
