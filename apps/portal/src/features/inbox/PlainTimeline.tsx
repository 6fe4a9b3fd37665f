import { type ReactNode, useLayoutEffect, useMemo, useRef } from 'react';
import * as inboxStyles from './inbox.css.ts';
import {
  FOLLOW_SLACK,
  TimelineRowEntry,
  type TimelineScroller,
  type TimelineShared,
  useTimelineScrolling,
} from './timelineParts.tsx';

export interface PlainTimelineProps {
  readonly shared: TimelineShared;
  readonly label: string;
  /** What shows above the messages, inside the scroller (notes, the announcer). */
  readonly notes: ReactNode;
}

/**
 * A thread whose every message is loaded in one page (most are): its rows in the page as they
 * are, without the virtualizer a long thread needs. New messages scroll into view when the reader
 * was at the bottom.
 */
export function PlainTimeline({ shared, label, notes }: PlainTimelineProps) {
  // Its own: a parent's ref is not yet set when this one's layout effects first run.
  const scroller = useRef<HTMLDivElement>(null);
  const scrollTo = useMemo<TimelineScroller>(
    () => ({
      scrollToEnd: () => {
        const element = scroller.current;
        if (element !== null) element.scrollTop = element.scrollHeight;
      },
      // The scroller only: scrollIntoView would move the page around a thread embedded in it.
      scrollToIndex: (index, align) => {
        const element = scroller.current;
        const row = element?.querySelector<HTMLElement>(`[data-index="${index}"]`);
        if (element == null || row == null) return;
        const slack = align === 'center' ? (element.clientHeight - row.offsetHeight) / 2 : 0;
        element.scrollTop +=
          row.getBoundingClientRect().top - element.getBoundingClientRect().top - slack;
      },
    }),
    [],
  );
  const onQuoteClick = useTimelineScrolling(scrollTo, shared);

  // Whether the reader was at the bottom before the newest message came.
  const wasAtEnd = useRef(true);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const onScroll = () => {
      wasAtEnd.current =
        element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);
  // Only a message arriving: where the timeline opens is useTimelineScrolling's.
  const newestId = shared.newest?.id;
  const shownNewestId = useRef(newestId);
  useLayoutEffect(() => {
    if (newestId === shownNewestId.current) return;
    shownNewestId.current = newestId;
    if (wasAtEnd.current) scrollTo.scrollToEnd();
  }, [newestId, scrollTo]);

  return (
    <div className={inboxStyles.scroll} ref={scroller}>
      {notes}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: handles clicks (and Enter) of the quote links inside */}
      <div role="log" aria-live="off" aria-label={label} onClick={onQuoteClick}>
        {shared.rows.map((row, index) => (
          <div key={row.message.id} data-index={index}>
            <TimelineRowEntry row={row} shared={shared} />
          </div>
        ))}
      </div>
    </div>
  );
}
