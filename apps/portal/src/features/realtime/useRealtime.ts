import { useApiCache, useApiClient, useSessionContext, useSessionState } from '@airtime/api-client';
import { getAppType } from '@airtime/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { liveServices } from './liveServices.ts';

let saidOff = false;

/** Tells the console, once a page, that realtime is off and why. */
function sayRealtimeOff(): void {
  if (saidOff) return;
  saidOff = true;
  console.info(
    '[portal] realtime is off: no key is configured (/airtime-config.json or VITE_PUSHER_APP_KEY), or it is switched off. Pages refresh on their own reads.',
  );
}

/**
 * Realtime while someone is signed in (spec §1, decisions §5): started with the acting user (the
 * impersonated one while impersonating), stopped on sign-out or when the user changes; the browser
 * notification permission is checked 3 s after each start. A click on a browser notification opens,
 * through the router, the inbox of the user's app at the conversation and message it names.
 */
export function useRealtime(): void {
  const client = useApiClient();
  const session = useSessionContext();
  const cache = useApiCache();
  const { status, profile } = useSessionState();
  const userId = status === 'signed-in' ? (profile?.id ?? null) : null;
  const role = profile?.business_role ?? null;
  // The data router's navigate is stable: realtime does not restart with each page.
  const navigate = useNavigate();

  useEffect(() => {
    if (userId === null || role === null || !liveServices.enabled) return;
    const appType = getAppType(role);
    let realtime: { stop(): void } | undefined;
    let stopped = false;
    const warn = (message: string) => console.warn(`[portal] realtime: ${message}`);
    void liveServices.loadRealtimeConfig(warn).then((config) => {
      // Off (no key, or switched off): the pages still work, refreshed by their own reads.
      if (config === null) sayRealtimeOff();
      if (stopped || config === null) return;
      realtime = liveServices.startRealtime({
        client,
        cache,
        config,
        user: { id: userId, business_role: role },
        refreshProfile: session.refreshProfile,
        notify: true,
        // The inbox's addresses load on the first click: the sign-in page's bundle does without.
        onNotificationClick: (notification) =>
          void import('../inbox/inboxSubjects.ts').then(({ notificationHref }) =>
            navigate(notificationHref(appType, notification)),
          ),
      });
    });
    const cancelCheck = liveServices.scheduleNotificationPermissionCheck();
    return () => {
      stopped = true;
      cancelCheck();
      realtime?.stop();
    };
  }, [client, cache, session, userId, role, navigate]);
}
