/** The private channel every agency (ops) user may join (decisions §5). */
export const AGENCY_CHANNEL = 'private-agency';

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
  // Ours: finance records another open finance page refreshes on.
  'invoice.updated',
  'payout.updated',
] as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];

/** Whether a value is one of the realtime events of decisions §5. */
export function isRealtimeEventName(value: unknown): value is RealtimeEventName {
  return (REALTIME_EVENTS as readonly unknown[]).includes(value);
}
