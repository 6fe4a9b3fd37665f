import { usePresenceOn } from '@airtime/api-client';
import { lazy, Suspense } from 'react';
import * as styles from './presence.css.ts';

const TypingText = lazy(async () => ({
  default: (await import('./typingParts.tsx')).TypingText,
}));

/**
 * "Ada is typing…" under a thread's messages while someone else writes in it, announced politely:
 * the status region is always in place (screen readers hear each change, the thread never jumps),
 * its words come with realtime.
 */
export function TypingIndicator({ channel }: { readonly channel: string }) {
  const on = usePresenceOn();
  return (
    <p role="status" className={styles.typing}>
      {on && (
        <Suspense fallback={null}>
          <TypingText channel={channel} />
        </Suspense>
      )}
    </p>
  );
}
