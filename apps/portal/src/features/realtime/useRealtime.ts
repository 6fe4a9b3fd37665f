import { useApiCache, useApiClient, useSessionContext, useSessionState } from '@airtime/api-client';
import { useEffect } from 'react';
import { liveServices } from './liveServices.ts';
import { getRealtimeConfig } from './realtimeConfig.ts';

/**
 * Realtime while someone is signed in (spec §1, decisions §5): started with the acting user (the
 * impersonated one while impersonating), stopped on sign-out or when the user changes; the browser
 * notification permission is checked 3 s after each start.
 */
export function useRealtime(): void {
  const client = useApiClient();
  const session = useSessionContext();
  const cache = useApiCache();
  const { status, profile } = useSessionState();
  const userId = status === 'signed-in' ? (profile?.id ?? null) : null;
  const role = profile?.business_role ?? null;

  useEffect(() => {
    if (userId === null || role === null || !liveServices.enabled) return;
    const realtime = liveServices.startRealtime({
      client,
      cache,
      config: getRealtimeConfig(),
      user: { id: userId, business_role: role },
      refreshProfile: session.refreshProfile,
      notify: true,
    });
    const cancelCheck = liveServices.scheduleNotificationPermissionCheck();
    return () => {
      cancelCheck();
      realtime.stop();
    };
  }, [client, cache, session, userId, role]);
}
