import { usePresenceOn } from '@airtime/api-client';
import { PresenceGroup } from './PresenceGroup.tsx';

/**
 * Who else has this record open right now (issue 23): their avatars, named on hover, on keyboard
 * focus and for screen readers ("Also here: Ada Admin, Sam Super"). Nothing while the user is
 * alone, or realtime is off (or not up yet).
 */
export function PresenceAvatars({ channel }: { readonly channel: string }) {
  const on = usePresenceOn();
  return on ? <PresenceGroup channel={channel} /> : null;
}
