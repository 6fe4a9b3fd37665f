import type { MessagesList } from '@airtime/api-client';
import { Button, ErrorState, observeScrollRectAfterLayout, Skeleton } from '@airtime/design-system';
import type { Message, ThreadVisibility, UserSummary } from '@airtime/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type MouseEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import * as inboxStyles from './inbox.css.ts';
import * as styles from './message.css.ts';
import { NewMessageAnnouncer } from './NewMessageAnnouncer.tsx';
import { ONE_LINE_MESSAGE } from './rowHeight.ts';
import { estimateTimelineRow, getTimelineRows, TimelineEntry } from './TimelineEntry.tsx';
import type { MessageActions } from './useMessageActions.ts';
import { useUnreadLine } from './useUnreadLine.ts';

export interface ThreadMessagesProps {
  readonly messages: MessagesList;
  readonly subjectName: string;
  readonly threadVisibility: ThreadVisibility;
  readonly me: UserSummary | null;
  readonly actions: MessageActions;
  /** The message opened from a link, highlighted and scrolled to. */
  readonly highlightId?: number | null;
  readonly onReply: (message: Message) => void;
  readonly onDelete: (message: Message) => void;
}

/** Within this many pixels of the bottom, the reader follows new messages. */
const FOLLOW_SLACK = 120;
/** Within this many pixels of the top, earlier messages load by themselves. */
const LOAD_EARLIER_SLACK = 600;
/** A linked message not among the newest is looked for this far back, then given up on. */
const LINKED_MESSAGE_SEARCH_LIMIT = 1000;
const isNearTop = (offset: number | null) => offset !== null && offset < LOAD_EARLIER_SLACK;
/** Room above the first message for the "Load earlier messages" button. */
const LOAD_EARLIER_SPACE = 48;

/**
 * The open thread's messages, oldest at the top, cut by day. Only the messages in view are in the
 * page (a thread may hold thousands): earlier pages load as the reader nears the top (or with the
 * button, for keyboards) and keep what the reader was looking at in place; new messages scroll
 * into view when the reader was at the bottom, or wrote them.
 */
export function ThreadMessages({
  messages,
  subjectName,
  threadVisibility,
  me,
  actions,
  highlightId = null,
  onReply,
  onDelete,
}: ThreadMessagesProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const ordered = useMemo(() => [...messages.items].reverse(), [messages.items]);
  const byId = useMemo(() => new Map(ordered.map((message) => [message.id, message])), [ordered]);
  const firstUnreadId = useUnreadLine(messages, ordered, me?.id ?? null);
  // One row per message; the first of each day carries the day's separator.
  const rows = useMemo(
    () => getTimelineRows(ordered, firstUnreadId, new Date()),
    [ordered, firstUnreadId],
  );
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
    // Off until the first page is in: mounting reads the scroller's size and writes its offset,
    // each forcing a layout of the pane that is still being mounted (the long task of opening).
    enabled: !messages.isLoading,
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

  // Opens at the newest message, unless a linked one is loaded (below).
  const highlightIndex =
    highlightId === null ? -1 : rows.findIndex((row) => row.message.id === highlightId);
  const isHighlightLoaded = highlightIndex >= 0;
  const hasRows = rows.length > 0;
  useLayoutEffect(() => {
    if (hasRows && !isHighlightLoaded) virtualizer.scrollToEnd();
  }, [hasRows, isHighlightLoaded, virtualizer]);

  // Or at the "New" line, once it is known: the reader starts where they stopped reading.
  const scrolledToUnread = useRef(false);
  useLayoutEffect(() => {
    if (firstUnreadId === null || isHighlightLoaded || scrolledToUnread.current) return;
    scrolledToUnread.current = true;
    const index = rows.findIndex((row) => row.message.id === firstUnreadId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'start' });
  }, [firstUnreadId, rows, isHighlightLoaded, virtualizer]);

  // One's own new message always comes into view, even when reading further up.
  const newest = ordered.at(-1);
  const newestIsMine = newest !== undefined && newest.user_id === me?.id;
  const newestId = newest?.id;
  useLayoutEffect(() => {
    if (newestIsMine && newestId !== undefined) virtualizer.scrollToEnd();
  }, [newestIsMine, newestId, virtualizer]);

  // Scrolls to a linked message once its page has loaded.
  useLayoutEffect(() => {
    if (highlightIndex >= 0) virtualizer.scrollToIndex(highlightIndex, { align: 'center' });
  }, [highlightIndex, virtualizer]);

  const { hasMore, isLoadingMore, loadMore } = messages;
  // A linked message older than the loaded pages: load earlier ones until it shows (or give up).
  const isLookingForLink =
    highlightId !== null &&
    !isHighlightLoaded &&
    hasMore &&
    ordered.length < LINKED_MESSAGE_SEARCH_LIMIT;
  useEffect(() => {
    if (isLookingForLink && !isLoadingMore && !messages.isLoading) void loadMore();
  }, [isLookingForLink, isLoadingMore, messages.isLoading, loadMore]);
  const isLinkMissing =
    highlightId !== null && !isHighlightLoaded && !isLookingForLink && !messages.isLoading;

  // Earlier messages load as the reader nears the top, and after a short first page that leaves
  // nothing to scroll. Where the virtualizer last saw the scroller, not the element's own offset:
  // reading that after a render forces a layout. Capped at the end, which a scroll too short to
  // move never reports.
  const endOffset = Math.max(virtualizer.getTotalSize() - (virtualizer.scrollRect?.height ?? 0), 0);
  const scrollOffset = Math.min(virtualizer.scrollOffset ?? endOffset, endOffset);
  useEffect(() => {
    if (hasMore && !isLoadingMore && isNearTop(scrollOffset)) void loadMore();
  }, [hasMore, isLoadingMore, scrollOffset, loadMore]);

  // A reply's quote links to its parent, which may be out of view (and so not in the page).
  const onQuoteClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#message-"]');
    if (link === null) return;
    const index = rows.findIndex((row) => `#message-${row.message.id}` === link.hash);
    if (index < 0) return;
    event.preventDefault();
    virtualizer.scrollToIndex(index, { align: 'center' });
  };

  if (messages.error !== undefined && messages.items.length === 0)
    return (
      <div className={inboxStyles.scroll}>
        <div className={inboxStyles.centered}>
          <ErrorState
            size="sm"
            title="The messages could not be loaded."
            description={messages.error.message}
            action={{ label: 'Try again', onPress: () => void messages.refresh() }}
          />
        </div>
      </div>
    );

  return (
    <div className={inboxStyles.scroll} ref={scroller}>
      {messages.isLoading ? (
        <div className={inboxStyles.centered}>
          <Skeleton lines={6} label="Loading messages" />
        </div>
      ) : (
        <>
          {ordered.length === 0 && (
            <p className={inboxStyles.note}>No messages yet. Write the first one below.</p>
          )}
          {isLinkMissing && (
            <p className={inboxStyles.note} role="status">
              The linked message is not in this conversation any more, or is too far back to show.
              The newest messages are below.
            </p>
          )}
          <NewMessageAnnouncer newest={newest} meId={me?.id ?? null} />
          {/* Not live: rows come and go as the reader scrolls; the announcer speaks new ones. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: handles clicks (and Enter) of the quote links inside */}
          <div
            role="log"
            aria-live="off"
            aria-label={`Messages with ${subjectName}`}
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
              const { message } = row;
              return (
                <div
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  className={styles.timelineRow}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <TimelineEntry
                    message={message}
                    day={row.day}
                    isFirstUnread={row.isFirstUnread}
                    me={me}
                    permissions={messages.permissions}
                    threadVisibility={threadVisibility}
                    parent={
                      message.parent_id === null
                        ? undefined
                        : (byId.get(message.parent_id) ?? message.parent)
                    }
                    isHighlighted={message.id === highlightId}
                    actions={actions}
                    onReply={onReply}
                    onDelete={onDelete}
                  />
                </div>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}
