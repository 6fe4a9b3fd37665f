import { type RefObject, useLayoutEffect, useMemo, useRef } from 'react';
import {
  FOLLOW_SLACK,
  TimelineRowEntry,
  type TimelineScroller,
  type TimelineShared,
  useTimelineScrolling,
} from './timelineParts.tsx';

export interface PlainTimelineProps {
  readonly shared: TimelineShared;
  readonly scroller: RefObject<HTMLDivElement | null>;
  readonly label: string;
}

/**
 * A thread whose every message is loaded in one page (most are): its rows in the page as they
 * are, without the virtualizer a long thread needs. New messages scroll into view when the reader
 * was at the bottom.
 */
export function PlainTimeline({ shared, scroller, label }: PlainTimelineProps) {
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
    [scroller],
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
  }, [scroller]);
  // Only a message arriving: where the timeline opens is useTimelineScrolling's.
  const newestId = shared.newest?.id;
  const shownNewestId = useRef(newestId);
  useLayoutEffect(() => {
    if (newestId === shownNewestId.current) return;
    shownNewestId.current = newestId;
    if (wasAtEnd.current) scrollTo.scrollToEnd();
  }, [newestId, scrollTo]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: handles clicks (and Enter) of the quote links inside
    <div role="log" aria-live="off" aria-label={label} onClick={onQuoteClick}>
      {shared.rows.map((row, index) => (
        <div key={row.message.id} data-index={index}>
          <TimelineRowEntry row={row} shared={shared} />
        </div>
      ))}
    </div>
  );
}
