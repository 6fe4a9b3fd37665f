import { AGENCY_CHANNEL, getAppType, getUserChannel } from '@airtime/domain';
import type { StoredUser } from '../store/records.ts';

// Who may join which private channel (decisions §5), checked by POST /api/broadcasting/auth for
// the acting user (the impersonated one while impersonating), as Laravel's routes/channels.php
// would: private-agency for agency staff (business_role ops), private-user.{id} for that user
// only. Any other channel is refused, as Laravel refuses a channel it has no rule for.

/** Null when the user may join the channel, else the 403 message. */
export function channelAccessRefusal(user: StoredUser, channelName: string): string | null {
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
  return 'There is no such channel to join.';
}
