import type { Message, MessagePermissions, ThreadVisibility, UserSummary } from '@airtime/domain';
import { type MouseEvent, useLayoutEffect, useRef } from 'react';
import { TimelineEntry, type TimelineRow } from './TimelineEntry.tsx';
import type { MessageActions } from './useMessageActions.ts';

/** Within this many pixels of the bottom, the reader follows new messages. */
export const FOLLOW_SLACK = 120;

/** What every row of a thread's timeline is drawn with, whichever way the rows are laid out. */
export interface TimelineShared {
  readonly rows: readonly TimelineRow[];
  readonly byId: ReadonlyMap<number, Message>;
  readonly firstUnreadId: number | null;
  /** The linked message's row, or -1 while it is not loaded. */
  readonly highlightIndex: number;
  readonly highlightId: number | null;
  readonly newest: Message | undefined;
  readonly me: UserSummary | null;
  readonly permissions: MessagePermissions | undefined;
  readonly threadVisibility: ThreadVisibility;
  readonly actions: MessageActions;
  readonly onReply: (message: Message) => void;
  readonly onDelete: (message: Message) => void;
}

/** How a timeline brings a row into its scroller's view. */
export interface TimelineScroller {
  scrollToEnd(): void;
  scrollToIndex(index: number, align: 'start' | 'center'): void;
}

/** The row at `index`: its day's separator, the "New" line and the message. */
export function TimelineRowEntry({
  row,
  shared,
}: {
  readonly row: TimelineRow;
  readonly shared: TimelineShared;
}) {
  const { message } = row;
  return (
    <TimelineEntry
      message={message}
      day={row.day}
      isFirstUnread={row.isFirstUnread}
      me={shared.me}
      permissions={shared.permissions}
      threadVisibility={shared.threadVisibility}
      parent={
        message.parent_id === null
          ? undefined
          : (shared.byId.get(message.parent_id) ?? message.parent)
      }
      isHighlighted={message.id === shared.highlightId}
      actions={shared.actions}
      onReply={shared.onReply}
      onDelete={shared.onDelete}
    />
  );
}

/**
 * Where the timeline stands when it opens and as it changes: at the newest message, or at the
 * "New" line once known, or at a linked message once loaded; one's own new message always comes
 * into view. Returns the click handler for reply quotes, which scroll to their parent.
 */
export function useTimelineScrolling(scroller: TimelineScroller, shared: TimelineShared) {
  const { rows, firstUnreadId, highlightIndex, newest, me } = shared;
  const isHighlightLoaded = highlightIndex >= 0;
  const hasRows = rows.length > 0;
  useLayoutEffect(() => {
    if (hasRows && !isHighlightLoaded) scroller.scrollToEnd();
  }, [hasRows, isHighlightLoaded, scroller]);

  // The reader starts where they stopped reading.
  const scrolledToUnread = useRef(false);
  useLayoutEffect(() => {
    if (firstUnreadId === null || isHighlightLoaded || scrolledToUnread.current) return;
    scrolledToUnread.current = true;
    const index = rows.findIndex((row) => row.message.id === firstUnreadId);
    if (index >= 0) scroller.scrollToIndex(index, 'start');
  }, [firstUnreadId, rows, isHighlightLoaded, scroller]);

  // One's own new message always comes into view, even when reading further up.
  const newestIsMine = newest !== undefined && newest.user_id === me?.id;
  const newestId = newest?.id;
  useLayoutEffect(() => {
    if (newestIsMine && newestId !== undefined) scroller.scrollToEnd();
  }, [newestIsMine, newestId, scroller]);

  useLayoutEffect(() => {
    if (highlightIndex >= 0) scroller.scrollToIndex(highlightIndex, 'center');
  }, [highlightIndex, scroller]);

  // A reply's quote links to its parent, which may be out of view (or, virtualized, not in the page).
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#message-"]');
    if (link === null) return;
    const index = rows.findIndex((row) => `#message-${row.message.id}` === link.hash);
    if (index < 0) return;
    event.preventDefault();
    scroller.scrollToIndex(index, 'center');
  };
}
