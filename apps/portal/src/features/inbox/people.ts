import { useSessionState } from '@airtime/api-client';
import type { UserSummary } from '@airtime/domain';
import { useMemo } from 'react';

/** The signed-in user as messages, reactions and follows carry them; null while signed out. */
export function useMe(): UserSummary | null {
  const { profile } = useSessionState();
  return useMemo(
    () =>
      profile === null
        ? null
        : {
            id: profile.id,
            firstname: profile.firstname,
            lastname: profile.lastname,
            avatar: profile.avatar,
            email: profile.email,
          },
    [profile],
  );
}
