/** The private channel every agency (ops) user may join (decisions §5). */
export const AGENCY_CHANNEL = 'private-agency';

/** The private channel of one user, for their notifications (decisions §5). */
export function userChannel(userId: number): string {
  return `private-user.${userId}`;
}

/** The realtime events of decisions §5. */
export const REALTIME_EVENTS = [
  'message.created',
  'message.updated',
  'message.deleted',
  'reaction.changed',
  'thread.updated',
  'notification.created',
  'campaign.updated',
  'event-production.updated',
] as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];
