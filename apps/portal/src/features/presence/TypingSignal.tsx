import { usePresenceOn } from '@airtime/api-client';
import { lazy, Suspense } from 'react';

const Signal = lazy(async () => ({
  default: (await import('./typingParts.tsx')).TypingSignal,
}));

/** The composer's typing signal to the thread's others, once realtime is up (issue 23). */
export function TypingSignal({
  channel,
  text,
}: {
  readonly channel: string;
  readonly text: string;
}) {
  const on = usePresenceOn();
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <Signal channel={channel} text={text} />
    </Suspense>
  );
}
