import {
  scheduleNotificationPermissionCheck,
  startPageMetrics,
  startRealtime,
} from '@airtime/api-client';

/**
 * What keeps the signed-in app live: realtime, the notification permission check and the page
 * metrics reporter. Unit tests have no Pusher server or web-vitals: there it is off, and tests
 * that check when these start swap the functions in.
 */
export const liveServices = {
  enabled: import.meta.env.MODE !== 'test',
  startRealtime,
  scheduleNotificationPermissionCheck,
  startPageMetrics,
};
