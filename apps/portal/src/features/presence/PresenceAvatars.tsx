import { usePresenceOn } from '@airtime/api-client';
import { lazy, Suspense } from 'react';

// The presence parts load once realtime is up (after the page's first load, with pusher-js):
// until then, and with realtime off, a record shows nobody and carries none of their code.
const PresenceGroup = lazy(async () => ({
  default: (await import('./PresenceGroup.tsx')).PresenceGroup,
}));

/**
 * Who else has this record open right now (issue 23): their avatars, named on hover, on keyboard
 * focus and for screen readers ("Also here: Ada Admin, Sam Super"). Nothing while the user is
 * alone, or realtime is off.
 */
export function PresenceAvatars({ channel }: { readonly channel: string }) {
  const on = usePresenceOn();
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <PresenceGroup channel={channel} />
    </Suspense>
  );
}
