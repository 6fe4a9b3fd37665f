import { use } from 'react';
import { listRoles, updateRole } from '../endpoints/roles.ts';
import { getUser } from '../endpoints/users.ts';
import { OptionalSessionContext } from '../session/SessionProvider.tsx';
import { useApiMutation, useQuery } from '../swr/createHooks.ts';

/** The four named roles with the permissions each grants (agency staff). */
export function useRoles() {
  return useQuery(listRoles, {});
}

/**
 * Sets the permissions a role grants (Super Admin). Profiles change with it: cached ones refetch,
 * and the own one (menus, guards) is reloaded when the user holds that role.
 *
 * ```ts
 * await useUpdateRole().trigger({ params: { id: 3 }, body: { permissions: ['view_prospects'] } });
 * ```
 */
export function useUpdateRole() {
  const session = use(OptionalSessionContext);
  return useApiMutation(updateRole, [listRoles, getUser], {
    onSuccess(role) {
      if (session?.getState().profile?.roles.includes(role.name) === true)
        void session.refreshProfile();
    },
  });
}
