import { usePresenceOn } from '@airtime/api-client';
import { TypingSignal as Signal } from './typingParts.tsx';

/** The composer's typing signal to the thread's others, once realtime is up (issue 23). */
export function TypingSignal({
  channel,
  text,
}: {
  readonly channel: string;
  readonly text: string;
}) {
  const on = usePresenceOn();
  return on ? <Signal channel={channel} text={text} /> : null;
}
