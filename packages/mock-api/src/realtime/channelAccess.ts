import {
  AGENCY_CHANNEL,
  getAppType,
  getUserChannel,
  type PresenceSubject,
  parsePresenceChannel,
} from '@airtime/domain';
import { agencyOnly } from '../auth/access.ts';
import { canSeeCampaign } from '../auth/creatorVisibility.ts';
import { subjectVisibility } from '../auth/subjectVisibility.ts';
import { canSeeThread } from '../messaging/threadAccess.ts';
import type { Store } from '../store/createStore.ts';
import type { StoredUser } from '../store/records.ts';

// Who may join which channel (decisions §5, issue 23), checked by POST /api/broadcasting/auth for
// the acting user (the impersonated one while impersonating), as Laravel's routes/channels.php
// would: private-agency for agency staff (business_role ops), private-user.{id} for that user
// only, and presence-{campaign|production|thread}.{id} for whoever may open that record (its own
// endpoint's rule). Any other channel is refused, as Laravel refuses a channel it has no rule for.

const NO_SUCH_CHANNEL = 'There is no such channel to join.';

/** Null when the user may join the channel, else the 403 message. */
export function channelAccessRefusal(
  user: StoredUser,
  channelName: string,
  store: Store,
): string | null {
  if (channelName === AGENCY_CHANNEL) {
    return getAppType(user.business_role) === 'agency'
      ? null
      : `Only agency users may join ${AGENCY_CHANNEL}.`;
  }
  if (/^private-user\.\d+$/.test(channelName)) {
    return channelName === getUserChannel(user.id)
      ? null
      : 'You may only join your own user channel.';
  }
  const presence = parsePresenceChannel(channelName);
  if (presence !== null) return presenceRefusal(store, user, presence.subject, presence.id);
  return NO_SUCH_CHANNEL;
}

/** Who may be seen looking at a record: whoever may open it. */
function presenceRefusal(
  store: Store,
  user: StoredUser,
  subject: PresenceSubject,
  id: number,
): string | null {
  switch (subject) {
    case 'campaign': {
      const campaign = store.campaigns.get(id);
      if (campaign === undefined) return NO_SUCH_CHANNEL;
      return canSeeCampaign(user, campaign) ? null : 'You do not have access to this campaign.';
    }
    case 'production':
      if (store.eventProductions.get(id) === undefined) return NO_SUCH_CHANNEL;
      // GET /api/event-production/{id} is agency staff's only.
      return agencyOnly(user) === null && subjectVisibility(store, user)('event_production', id)
        ? null
        : 'You do not have access to this production.';
    case 'thread': {
      const thread = store.threads.get(id);
      if (thread === undefined) return NO_SUCH_CHANNEL;
      return canSeeThread(store, user, thread) ? null : 'You do not have access to this thread.';
    }
  }
}
