import type { Message } from '@airtime/domain';
import { getShownTags } from './messageTags.ts';

// Heights of the timeline's parts in pixels, as message.css.ts lays them out (measured in
// Chromium): a one-line message is 48, each further line of its body 20, a separator (a day's,
// or the "New" line) 36.
export const ONE_LINE_MESSAGE = 48;
const ACTIVITY = 28;
const BODY_LINE = 20;
export const SEPARATOR = 36;
const REPLY_QUOTE = 24;
const CHIP_ROW = 28;
/** Characters of body text a line holds in the thread pane at its usual width. */
export const CHARS_PER_LINE = 96;

/** Estimates at the usual width, by message: a long thread's rows are estimated again and again. */
const usualWidthHeights = new WeakMap<Message, number>();

/**
 * A timeline row's likely height before it is measured: the virtualizer places unmeasured rows by
 * it, and each row that measures otherwise moves every row after it (and, above the reader, the
 * scroll position), so the closer the guess the less work a fast scroll makes.
 */
export function estimateRowHeight(
  message: Message,
  hasDaySeparator: boolean,
  charsPerLine: number = CHARS_PER_LINE,
): number {
  const day = hasDaySeparator ? SEPARATOR : 0;
  if (charsPerLine !== CHARS_PER_LINE) return estimateMessageHeight(message, charsPerLine) + day;
  let height = usualWidthHeights.get(message);
  if (height === undefined) {
    height = estimateMessageHeight(message, CHARS_PER_LINE);
    usualWidthHeights.set(message, height);
  }
  return height + day;
}

function estimateMessageHeight(message: Message, charsPerLine: number): number {
  if (message.activity_log !== null) return ACTIVITY;
  const lines = message.body
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / charsPerLine)), 0);
  return (
    ONE_LINE_MESSAGE +
    BODY_LINE * (lines - 1) +
    (message.is_reply ? REPLY_QUOTE : 0) +
    ((message.reactions?.length ?? 0) > 0 ? CHIP_ROW : 0) +
    (getShownTags(message.tags).length > 0 ? CHIP_ROW : 0)
  );
}
