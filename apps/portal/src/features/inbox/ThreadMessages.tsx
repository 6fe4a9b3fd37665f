import type { MessagesList } from '@airtime/api-client';
import { ErrorState, Skeleton } from '@airtime/design-system';
import type { Message, ThreadVisibility, UserSummary } from '@airtime/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import * as inboxStyles from './inbox.css.ts';
import { NewMessageAnnouncer } from './NewMessageAnnouncer.tsx';
import { PlainTimeline } from './PlainTimeline.tsx';
import { getTimelineRows } from './TimelineEntry.tsx';
import type { TimelineShared } from './timelineParts.tsx';
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

/** A linked message not among the newest is looked for this far back, then given up on. */
const LINKED_MESSAGE_SEARCH_LIMIT = 1000;

// The virtualizer (about 10 KB) only for threads longer than a page: most fit one.
const VirtualTimeline = lazy(async () => ({
  default: (await import('./VirtualTimeline.tsx')).VirtualTimeline,
}));

/**
 * The open thread's messages, oldest at the top, cut by day; opened at the newest message, the
 * "New" line or a linked message. A thread with earlier pages is virtualized (it may hold
 * thousands); one that fits its first page is drawn as it is.
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
  const ordered = useMemo(() => [...messages.items].reverse(), [messages.items]);
  const byId = useMemo(() => new Map(ordered.map((message) => [message.id, message])), [ordered]);
  const firstUnreadId = useUnreadLine(messages, ordered, me?.id ?? null);
  // One row per message; the first of each day carries the day's separator.
  const rows = useMemo(
    () => getTimelineRows(ordered, firstUnreadId, new Date()),
    [ordered, firstUnreadId],
  );
  const highlightIndex =
    highlightId === null ? -1 : rows.findIndex((row) => row.message.id === highlightId);
  const isHighlightLoaded = highlightIndex >= 0;

  // Once virtualized, it stays so: a reader scrolled up keeps their place.
  const [isLong, setIsLong] = useState(false);
  if (messages.hasMore && !isLong) setIsLong(true);

  const isLookingForLink =
    highlightId !== null &&
    !isHighlightLoaded &&
    messages.hasMore &&
    ordered.length < LINKED_MESSAGE_SEARCH_LIMIT;
  const isLinkMissing = highlightId !== null && !isHighlightLoaded && !isLookingForLink;

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

  const loading = (
    <div className={inboxStyles.scroll}>
      <div className={inboxStyles.centered}>
        <Skeleton lines={6} label="Loading messages" />
      </div>
    </div>
  );
  if (messages.isLoading) return loading;

  const shared: TimelineShared = {
    rows,
    byId,
    firstUnreadId,
    highlightIndex,
    highlightId,
    newest: ordered.at(-1),
    me,
    permissions: messages.permissions,
    threadVisibility,
    actions,
    onReply,
    onDelete,
  };
  const label = `Messages with ${subjectName}`;
  // Above the messages, inside the timeline's scroller.
  const notes = (
    <>
      {ordered.length === 0 && (
        <p className={inboxStyles.note}>No messages yet. Write the first one below.</p>
      )}
      {isLinkMissing && (
        <p className={inboxStyles.note} role="status">
          The linked message is not in this conversation any more, or is too far back to show. The
          newest messages are below.
        </p>
      )}
      {/* The timeline is not live (a virtualized one's rows come and go): this speaks new ones. */}
      <NewMessageAnnouncer newest={shared.newest} meId={me?.id ?? null} />
    </>
  );
  return isLong ? (
    <Suspense fallback={loading}>
      <VirtualTimeline
        messages={messages}
        shared={shared}
        label={label}
        notes={notes}
        isLookingForLink={isLookingForLink}
      />
    </Suspense>
  ) : (
    <PlainTimeline shared={shared} label={label} notes={notes} />
  );
}
