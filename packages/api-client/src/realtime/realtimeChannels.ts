import {
  AGENCY_CHANNEL,
  getAppType,
  getUserChannel,
  type RealtimeEventName,
  type UserProfile,
} from '@airtime/domain';

/**
 * Every channel and event name realtime uses (decisions §5), in one map: the names come from the
 * domain, which the fake backend publishes with too.
 */
export const REALTIME = {
  channels: {
    /** Agency staff (business_role ops) only. */
    agency: AGENCY_CHANNEL,
    /** Each user's own channel. */
    user: getUserChannel,
  },
  events: {
    messageCreated: 'message.created',
    messageUpdated: 'message.updated',
    messageDeleted: 'message.deleted',
    reactionChanged: 'reaction.changed',
    threadUpdated: 'thread.updated',
    notificationCreated: 'notification.created',
    campaignUpdated: 'campaign.updated',
    eventProductionUpdated: 'event-production.updated',
    invoiceUpdated: 'invoice.updated',
    payoutUpdated: 'payout.updated',
  },
} as const satisfies {
  channels: { agency: string; user: (id: number) => string };
  events: Record<string, RealtimeEventName>;
};

/** The private channels a user joins: their own, and the agency channel for agency staff. */
export function channelsFor(user: Pick<UserProfile, 'id' | 'business_role'>): string[] {
  const own = REALTIME.channels.user(user.id);
  return getAppType(user.business_role) === 'agency' ? [REALTIME.channels.agency, own] : [own];
}
