import {
  AGENCY_CHANNEL,
  getAppType,
  getPresenceChannel,
  getUserChannel,
  type PresenceSubject,
  type RealtimeEventName,
  TYPING_EVENT,
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
    /** Who else has a campaign, production or thread open (issue 23): `usePresence`. */
    presence: getPresenceChannel,
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
  /** Client events (Echo's whisper), sent and heard on presence channels. */
  clientEvents: {
    typing: TYPING_EVENT,
  },
} as const satisfies {
  channels: {
    agency: string;
    user: (id: number) => string;
    presence: (subject: PresenceSubject, id: number) => string;
  };
  events: Record<string, RealtimeEventName>;
  clientEvents: Record<string, `client-${string}`>;
};

/** The private channels a user joins: their own, and the agency channel for agency staff. */
export function channelsFor(user: Pick<UserProfile, 'id' | 'business_role'>): string[] {
  const own = REALTIME.channels.user(user.id);
  return getAppType(user.business_role) === 'agency' ? [REALTIME.channels.agency, own] : [own];
}
