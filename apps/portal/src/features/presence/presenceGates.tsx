import { usePresenceOn } from '@airtime/api-client';
import { lazy, type ReactNode, Suspense } from 'react';
import * as styles from './presence.css.ts';

// What pages import for presence (issue 23): gates that render its parts once realtime is up,
// loading them then (presenceParts.ts), so no route's first load carries them.
const parts = () => import('./presenceParts.ts');
const PresenceGroup = lazy(async () => ({ default: (await parts()).PresenceGroup }));
const TypingText = lazy(async () => ({ default: (await parts()).TypingText }));
const Signal = lazy(async () => ({ default: (await parts()).TypingSignal }));

/** `children` once realtime is up (loaded then); nothing while it is off or on its way. */
function OnceLive({ children }: { readonly children: ReactNode }) {
  return usePresenceOn() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Who else has this record open right now: their avatars, named on hover, on keyboard focus and
 * for screen readers ("Also here: Ada Admin, Sam Super"). Nothing while the user is alone, or
 * realtime is off (or not up yet).
 */
export function PresenceAvatars({ channel }: { readonly channel: string }) {
  return (
    <OnceLive>
      <PresenceGroup channel={channel} />
    </OnceLive>
  );
}

/**
 * "Ada is typing…" under a thread's messages while someone else writes in it, announced politely:
 * the status region is always in place (screen readers hear each change, the thread never jumps),
 * its words come with realtime.
 */
export function TypingIndicator({ channel }: { readonly channel: string }) {
  return (
    <p role="status" className={styles.typing}>
      <OnceLive>
        <TypingText channel={channel} />
      </OnceLive>
    </p>
  );
}

/** The composer's typing signal to the thread's others, once realtime is up. */
export function TypingSignal({
  channel,
  text,
}: {
  readonly channel: string;
  readonly text: string;
}) {
  return (
    <OnceLive>
      <Signal channel={channel} text={text} />
    </OnceLive>
  );
}
