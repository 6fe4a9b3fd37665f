import { useApiClient, useInfiniteList, useWholeList } from '@airtime/api-client';
import { getUser, searchUsers } from '@airtime/api-client/calls';
import type { UserProfile } from '@airtime/domain';
import useSWR from 'swr';

/**
 * Every user's profile: the user search lists users without their roles and permissions, so
 * each profile is then read (GET /api/user/{id}) in one batch under one cache entry.
 */
export function useAllProfiles(): {
  readonly profiles: readonly UserProfile[];
  readonly isLoading: boolean;
  readonly error: Error | undefined;
  refresh(): Promise<void>;
} {
  const client = useApiClient();
  const users = useWholeList(useInfiniteList(searchUsers, { query: { per_page: 50 } }));
  const ids = users.isLoading ? [] : users.items.map((user) => user.id);
  const profiles = useSWR(ids.length === 0 ? null : ['/api/user/profiles', ...ids], () =>
    Promise.all(ids.map((id) => client.request(getUser, { params: { id } }))),
  );
  return {
    profiles: profiles.data ?? [],
    isLoading: users.isLoading || profiles.isLoading,
    error: users.error ?? profiles.error,
    refresh: async () => {
      await Promise.all([users.refresh(), profiles.mutate()]);
    },
  };
}
