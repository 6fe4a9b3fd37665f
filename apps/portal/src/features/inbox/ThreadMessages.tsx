import type { MessagesList } from '@airtime/api-client';
import { Button, ErrorState, Skeleton } from '@airtime/design-system';
import type { Message, ThreadVisibility, UserSummary } from '@airtime/domain';
import { useLayoutEffect, useMemo, useRef } from 'react';
import * as inboxStyles from './inbox.css.ts';
import { MessageItem } from './MessageItem.tsx';
import * as styles from './message.css.ts';
import { groupByDay } from './messageDays.ts';
import type { MessageActions } from './useMessageActions.ts';

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

/**
 * The open thread's messages, oldest at the top, cut by day. Earlier pages load on request and
 * keep what the reader was looking at in place; new messages scroll into view when the reader
 * was at the bottom (or wrote them).
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
  const days = useMemo(
    () => groupByDay(ordered, (message) => message.created_at, new Date()),
    [ordered],
  );

  // Where the reader was before the list changed: at the bottom, or how far above it.
  const last = useRef({ oldestId: undefined as number | undefined, height: 0, atBottom: true });
  const oldestId = ordered[0]?.id;
  const newest = ordered.at(-1);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const before = last.current;
    if (highlightId === null && newest !== undefined) {
      if (before.oldestId !== undefined && oldestId !== before.oldestId && !before.atBottom) {
        // Earlier messages came in above: keep the same messages under the reader's eyes.
        element.scrollTop += element.scrollHeight - before.height;
      } else if (before.atBottom || newest.user_id === me?.id) {
        element.scrollTop = element.scrollHeight;
      }
    }
    last.current = { oldestId, height: element.scrollHeight, atBottom: isAtBottom(element) };
  }, [oldestId, newest, highlightId, me?.id]);

  // Scrolls to a linked message once its page has loaded.
  const isHighlightLoaded = highlightId !== null && byId.has(highlightId);
  useLayoutEffect(() => {
    if (isHighlightLoaded)
      document.getElementById(`message-${highlightId}`)?.scrollIntoView?.({ block: 'center' });
  }, [highlightId, isHighlightLoaded]);

  const onScroll = () => {
    const element = scroller.current;
    if (element !== null)
      last.current = {
        ...last.current,
        height: element.scrollHeight,
        atBottom: isAtBottom(element),
      };
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
    <div className={inboxStyles.scroll} ref={scroller} onScroll={onScroll}>
      {messages.isLoading ? (
        <div className={inboxStyles.centered}>
          <Skeleton lines={6} label="Loading messages" />
        </div>
      ) : (
        <>
          {messages.hasMore && (
            <div className={inboxStyles.centered}>
              <Button
                size="sm"
                isPending={messages.isLoadingMore}
                pendingLabel="Loading earlier messages"
                onPress={() => void messages.loadMore()}
              >
                Load earlier messages
              </Button>
            </div>
          )}
          {ordered.length === 0 && (
            <p className={inboxStyles.note}>No messages yet. Write the first one below.</p>
          )}
          {/* A log: screen readers hear new messages as they arrive, the first one too. */}
          <div role="log" aria-label={`Messages with ${subjectName}`}>
            {days.map((day) => (
              <section key={day.key} aria-label={day.label}>
                <h3 className={styles.day}>{day.label}</h3>
                <ol className={styles.dayList}>
                  {day.items.map((message) => (
                    <MessageItem
                      key={message.id}
                      message={message}
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
                  ))}
                </ol>
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function isAtBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK;
}
