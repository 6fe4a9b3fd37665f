import type { MessagesList } from '@airtime/api-client';
import { Button, observeScrollRectAfterLayout } from '@airtime/design-system';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import * as inboxStyles from './inbox.css.ts';
import * as styles from './message.css.ts';
import { ONE_LINE_MESSAGE } from './rowHeight.ts';
import { estimateTimelineRow } from './TimelineEntry.tsx';
import {
  FOLLOW_SLACK,
  TimelineRowEntry,
  type TimelineScroller,
  type TimelineShared,
  useTimelineScrolling,
} from './timelineParts.tsx';

/** Within this many pixels of the top, earlier messages load by themselves. */
const LOAD_EARLIER_SLACK = 600;
const isNearTop = (offset: number | null) => offset !== null && offset < LOAD_EARLIER_SLACK;
/** Room above the first message for the "Load earlier messages" button. */
const LOAD_EARLIER_SPACE = 48;

export interface VirtualTimelineProps {
  readonly messages: MessagesList;
  readonly shared: TimelineShared;
  readonly label: string;
  /** What shows above the messages, inside the scroller (notes, the announcer). */
  readonly notes: ReactNode;
  /** A linked message older than the loaded pages: earlier pages load until it shows. */
  readonly isLookingForLink: boolean;
}

/**
 * A long thread's timeline (one with earlier pages): only the rows in view are in the page, earlier
 * pages load as the reader nears the top (or with the button, for keyboards) and keep what the
 * reader was looking at in place; new messages scroll into view when the reader was at the bottom.
 */
export function VirtualTimeline({
  messages,
  shared,
  label,
  notes,
  isLookingForLink,
}: VirtualTimelineProps) {
  const { rows } = shared;
  const scroller = useRef<HTMLDivElement>(null);
  // Stable between renders: the virtualizer lays every row out again (all of them, thousands in a
  // long thread) whenever it is handed a new getItemKey, and it renders on every scroll event.
  const getItemKey = useCallback((index: number) => rows[index]?.message.id ?? index, [rows]);
  const estimateSize = useCallback(
    (index: number) => {
      const row = rows[index];
      return row === undefined ? ONE_LINE_MESSAGE : estimateTimelineRow(row);
    },
    [rows],
  );

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    // The pane is measured after layout; until then it is taken as the window's height, which it
    // never exceeds, so the first render already fills it.
    observeElementRect: observeScrollRectAfterLayout,
    initialRect: { width: 0, height: window.innerHeight },
    estimateSize,
    // Sizes come from the ResizeObserver, all after one layout: reading each new row's height as
    // it mounts forced a layout per row (a long task when a thread opens).
    measureElement: (element, entry, instance) => {
      const box = entry?.borderBoxSize[0];
      if (box !== undefined) return Math.round(box.blockSize);
      const key = instance.options.getItemKey(instance.indexFromElement(element));
      return (
        instance.itemSizeCache.get(key) ??
        instance.options.estimateSize(instance.indexFromElement(element))
      );
    },
    getItemKey,
    // Earlier pages come in above: the message in view stays put; new ones follow at the bottom.
    anchorTo: 'end',
    // The first render already shows the newest rows, not the oldest ones before scrolling down.
    initialOffset: () => Number.MAX_SAFE_INTEGER,
    followOnAppend: true,
    scrollEndThreshold: FOLLOW_SLACK,
    paddingStart: messages.hasMore ? LOAD_EARLIER_SPACE : 0,
    overscan: 6,
  });
  const scrollTo = useMemo<TimelineScroller>(
    () => ({
      scrollToEnd: () => virtualizer.scrollToEnd(),
      // The last row by scrollToEnd, which follows its measured size: scrollToIndex aims at its
      // estimate and stays short of the end (TanStack/virtual#1290).
      scrollToIndex: (index, align) =>
        index >= virtualizer.options.count - 1
          ? virtualizer.scrollToEnd()
          : virtualizer.scrollToIndex(index, { align }),
    }),
    [virtualizer],
  );
  const onQuoteClick = useTimelineScrolling(scrollTo, shared);

  const { hasMore, isLoadingMore, loadMore } = messages;
  useEffect(() => {
    if (isLookingForLink && !isLoadingMore) void loadMore();
  }, [isLookingForLink, isLoadingMore, loadMore]);

  // Earlier messages load as the reader nears the top, and after a short first page that leaves
  // nothing to scroll. Where the virtualizer last saw the scroller, not the element's own offset:
  // reading that after a render forces a layout. Capped at the end, which a scroll too short to
  // move never reports.
  const endOffset = Math.max(virtualizer.getTotalSize() - (virtualizer.scrollRect?.height ?? 0), 0);
  const scrollOffset = Math.min(virtualizer.scrollOffset ?? endOffset, endOffset);
  useEffect(() => {
    if (hasMore && !isLoadingMore && isNearTop(scrollOffset)) void loadMore();
  }, [hasMore, isLoadingMore, scrollOffset, loadMore]);

  return (
    <div className={inboxStyles.scroll} ref={scroller}>
      {notes}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: handles clicks (and Enter) of the quote links inside */}
      <div
        role="log"
        aria-live="off"
        aria-label={label}
        className={styles.timeline}
        style={{ height: virtualizer.getTotalSize() }}
        onClick={onQuoteClick}
      >
        {hasMore && (
          <div className={styles.loadEarlier}>
            <Button
              size="sm"
              isPending={isLoadingMore}
              pendingLabel="Loading earlier messages"
              onPress={() => void loadMore()}
            >
              Load earlier messages
            </Button>
          </div>
        )}
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className={styles.timelineRow}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <TimelineRowEntry row={row} shared={shared} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
