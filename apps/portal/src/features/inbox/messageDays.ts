import { toDay } from '../months/months.ts';

/** Messages of one calendar day (the reader's time zone), oldest first, with the day's label. */
export interface MessageDay<T> {
  /** yyyy-MM-dd in the reader's time zone, unique in a timeline. */
  readonly key: string;
  readonly label: string;
  readonly items: readonly T[];
}

// Made once: a toLocaleDateString with options builds a new formatter on every call.
const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long' });
const DATE_THIS_YEAR = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const DATE_OTHER_YEAR = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** How a day separator reads: Today, Yesterday, a weekday this week, else the date. */
export function formatDayLabel(date: Date, now: Date): string {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const daysAgo = Math.round((today.getTime() - day.getTime()) / 86_400_000);
  if (daysAgo === 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  if (daysAgo > 1 && daysAgo < 7) return WEEKDAY.format(date);
  return (date.getFullYear() === now.getFullYear() ? DATE_THIS_YEAR : DATE_OTHER_YEAR).format(date);
}

/**
 * A timeline cut into days for its separators. Items keep their order; an item whose time cannot
 * be read joins the day before it (a message still sending has the time it was written).
 */
export function groupByDay<T>(
  items: readonly T[],
  timeOf: (item: T) => string,
  now: Date,
): MessageDay<T>[] {
  const days: { key: string; label: string; items: T[] }[] = [];
  for (const item of items) {
    const time = timeOf(item);
    const key = dayKeyOf(time);
    const current = days.at(-1);
    if (key === null) {
      if (current === undefined) days.push({ key: 'unknown', label: 'Earlier', items: [item] });
      else current.items.push(item);
      continue;
    }
    if (current?.key === key) current.items.push(item);
    else days.push({ key, label: formatDayLabel(new Date(time), now), items: [item] });
  }
  return days;
}

/** Day keys by time: a long thread is grouped again, whole, each time a page of it loads. */
const dayKeys = new Map<string, string | null>();
/** Past this many times the cache starts over rather than grow. */
const REMEMBERED_DAYS = 20_000;

function dayKeyOf(time: string): string | null {
  let key = dayKeys.get(time);
  if (key === undefined) {
    const date = new Date(time);
    key = Number.isNaN(date.getTime()) ? null : toDay(date);
    if (dayKeys.size >= REMEMBERED_DAYS) dayKeys.clear();
    dayKeys.set(time, key);
  }
  return key;
}
