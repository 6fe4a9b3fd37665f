import { usePresence } from '@airtime/api-client';
import { describeTyping } from '@airtime/domain';
import * as styles from './presence.css.ts';

/**
 * "Ada is typing…" under a thread's messages while someone else writes in it, announced politely
 * (a status region, always in place so screen readers hear each change); empty otherwise.
 */
export function TypingIndicator({ channel }: { readonly channel: string }) {
  const { typing } = usePresence(channel);
  return (
    <p role="status" className={styles.typing}>
      {describeTyping(typing.map((member) => member.firstname))}
    </p>
  );
}
