import type { Message } from '@airtime/domain';
import { memo } from 'react';
import { MessageItem, type MessageItemProps } from './MessageItem.tsx';
import * as styles from './message.css.ts';
import { groupByDay } from './messageDays.ts';
import { estimateRowHeight, SEPARATOR } from './rowHeight.ts';

/** One row of the virtual timeline: a message, with the separators that open it. */
export interface TimelineRow {
  readonly message: Message;
  /** The day's separator, on the first message of each day. */
  readonly day: string | null;
  /** The "New" line, above the first message the reader had not read. */
  readonly isFirstUnread: boolean;
}

/** Rows by message, kept while their separators stay: a page loading earlier ones rebuilds the
 * whole timeline, and thousands of new row objects each time kept the collector busy. */
const timelineRows = new WeakMap<Message, TimelineRow>();

function rowOf(message: Message, day: string | null, isFirstUnread: boolean): TimelineRow {
  const known = timelineRows.get(message);
  if (known !== undefined && known.day === day && known.isFirstUnread === isFirstUnread)
    return known;
  const row = { message, day, isFirstUnread };
  timelineRows.set(message, row);
  return row;
}

/** The timeline's rows, oldest first: one per message, the first of each day with its label. */
export function getTimelineRows(
  oldestFirst: readonly Message[],
  firstUnreadId: number | null,
  now: Date,
): TimelineRow[] {
  return groupByDay(oldestFirst, (message) => message.created_at, now).flatMap((day) =>
    day.items.map((message, index) =>
      rowOf(message, index === 0 ? day.label : null, message.id === firstUnreadId),
    ),
  );
}

/** A row's likely height before it is measured, separators included. */
export function estimateTimelineRow(row: TimelineRow): number {
  return estimateRowHeight(row.message, row.day !== null) + (row.isFirstUnread ? SEPARATOR : 0);
}

/**
 * A row's content: its day's separator when it opens a day, the "New" line above the first unread
 * message, then the message. Memoized: the timeline renders on every scroll event, and only rows
 * whose message changed need to follow.
 */
export const TimelineEntry = memo(function TimelineEntry({
  day,
  isFirstUnread,
  ...item
}: MessageItemProps & { readonly day: string | null; readonly isFirstUnread: boolean }) {
  return (
    <>
      {day !== null && <h3 className={styles.day}>{day}</h3>}
      {isFirstUnread && <p className={styles.unreadLine}>New</p>}
      <MessageItem {...item} />
    </>
  );
});
