import { usePresenceOn } from '@airtime/api-client';
import * as styles from './presence.css.ts';
import { TypingText } from './typingParts.tsx';

/**
 * "Ada is typing…" under a thread's messages while someone else writes in it, announced politely:
 * the status region is always in place (screen readers hear each change, the thread never jumps),
 * its words come with realtime.
 */
export function TypingIndicator({ channel }: { readonly channel: string }) {
  const on = usePresenceOn();
  return (
    <p role="status" className={styles.typing}>
      {on && <TypingText channel={channel} />}
    </p>
  );
}
