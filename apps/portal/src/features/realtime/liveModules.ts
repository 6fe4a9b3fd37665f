// What liveServices loads once a signed-in page needs it: the sign-in page does without it.
export { scheduleNotificationPermissionCheck, startRealtime } from '@airtime/api-client';
export { loadRealtimeConfig } from './realtimeConfig.ts';
