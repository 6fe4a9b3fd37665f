// What liveServices loads once a page needs it, so the sign-in page's bundle does not carry it.
export {
  scheduleNotificationPermissionCheck,
  startPageMetrics,
  startRealtime,
} from '@airtime/api-client';
