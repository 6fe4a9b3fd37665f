import { Skeleton } from '@airtime/design-system';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadChunk } from '../../app/lazyPage.ts';
import { whenPageSettled } from '../realtime/pageSettled.ts';
import type { RecordConversationProps } from './RecordConversation.tsx';

// On the brand and creator homes the conversation sits below the figures and cards: its code (the
// composer, the timeline, messaging's cache updates) loads as it comes on screen or once the page
// has settled, not with what the user sees first. The route's preload has asked for its messages.
const RecordConversation = lazy(async () => ({
  default: (await loadChunk(() => import('./RecordConversation.tsx'))).RecordConversation,
}));

/** A RecordConversation whose code loads when it comes on screen, or once the page has settled. */
export function DeferredRecordConversation(props: RecordConversationProps) {
  const place = useRef<HTMLDivElement>(null);
  // Where the browser cannot tell (no IntersectionObserver), at once.
  const [isWanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (isWanted || place.current === null) return;
    let isCurrent = true;
    const want = () => {
      if (isCurrent) setWanted(true);
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    });
    observer.observe(place.current);
    void whenPageSettled().then(want);
    return () => {
      isCurrent = false;
      observer.disconnect();
    };
  }, [isWanted]);
  // Busy until the conversation is drawn: a reader (or a test) waiting for the page knows.
  const loading = (
    <div ref={place} aria-busy="true">
      <Skeleton lines={4} label="Loading the conversation" />
    </div>
  );
  if (!isWanted) return loading;
  return (
    <Suspense fallback={loading}>
      <RecordConversation {...props} />
    </Suspense>
  );
}
