import { type InfiniteList, useQuery } from '@airtime/api-client';
import { searchUsers } from '@airtime/api-client/calls';
import type { UserSummary } from '@airtime/domain';
import { useMemo } from 'react';
import type { FilterOption } from '../../features/lists/FilterSelect.tsx';
import { getUserName } from '../../features/users/getUserName.ts';

function isUser(value: unknown): value is Pick<UserSummary, 'id' | 'firstname' | 'lastname'> {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.firstname === 'string' &&
    typeof user.lastname === 'string'
  );
}

/**
 * The names of the users a list's pages sent in `included.users` (creators' CMs and reps, which
 * the creator record names only by id), by id.
 */
export function useIncludedUserNames<T>(list: InfiniteList<T>): ReadonlyMap<number, string> {
  const { pages } = list;
  return useMemo(() => {
    const names = new Map<number, string>();
    for (const page of pages ?? []) {
      for (const user of page.included.users ?? []) {
        if (isUser(user)) names.set(user.id, getUserName(user));
      }
    }
    return names;
  }, [pages]);
}

/** The user search's page limit: every agency staff member fits (the fake seeds about 25). */
const STAFF_PAGE = 50;

/** Agency staff as filter options (representatives, CMs), by name. */
export function useAgencyStaffOptions(): {
  readonly options: readonly FilterOption[];
  readonly isLoading: boolean;
} {
  const { data, isLoading } = useQuery(searchUsers, {
    query: { business_role: ['ops'], per_page: STAFF_PAGE },
  });
  const options = useMemo(
    () => (data?.data ?? []).map((user) => ({ id: String(user.id), label: getUserName(user) })),
    [data],
  );
  return { options, isLoading };
}
