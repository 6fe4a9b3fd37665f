import { usePresence } from '@airtime/api-client';
import { lazy, Suspense } from 'react';

// The avatars and their tooltip load when someone else first shows up: a record opened alone
// (and every page with realtime off) carries none of it.
const PresenceGroup = lazy(async () => ({
  default: (await import('./PresenceGroup.tsx')).PresenceGroup,
}));

/**
 * Who else has this record open right now (issue 23): their avatars, named on hover, on keyboard
 * focus and for screen readers ("Also here: Ada Admin, Sam Super"). Nothing while the user is
 * alone, or realtime is off.
 */
export function PresenceAvatars({ channel }: { readonly channel: string }) {
  const { others } = usePresence(channel);
  if (others.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PresenceGroup others={others} />
    </Suspense>
  );
}
