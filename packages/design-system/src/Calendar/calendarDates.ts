import {
  addDays,
  addMonths,
  addWeeks,
  endOfMonth,
  endOfWeek,
  isSameMonth,
  isSameWeek,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { toIsoDay } from '../format/dateParts.ts';

/** A calendar's two views: a month grid, or one week as seven columns. */
export type CalendarView = 'month' | 'week';

/** The first day of the week: 0 Sunday (Airtime's events decided on it), 1 Monday. */
export type WeekStartsOn = 0 | 1;

/** The first and last day a view shows, as `yyyy-MM-dd` (a month grid includes its spill-over days). */
export interface CalendarRange {
  /** The first day on screen, `yyyy-MM-dd`. */
  start: string;
  /** The last day on screen, `yyyy-MM-dd`. */
  end: string;
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is an existing calendar day written `yyyy-MM-dd` (`2024-02-30` is not). */
export function isDateKey(value: string): boolean {
  const match = DATE_KEY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** A `yyyy-MM-dd` day as local midnight; throws on anything else, so a bad key fails loudly. */
export function fromDateKey(key: string): Date {
  if (!isDateKey(key)) throw new RangeError(`Not a yyyy-MM-dd calendar date: ${key}`);
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

function daysBetween(start: Date, end: Date): string[] {
  const days: string[] = [];
  // Calendar days, not 24-hour steps: addDays keeps local midnight across daylight-saving changes.
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(toIsoDay(day));
  return days;
}

/** The seven days of the week holding `date`. */
export function getWeekDates(date: string, weekStartsOn: WeekStartsOn = 0): string[] {
  const day = fromDateKey(date);
  return daysBetween(startOfWeek(day, { weekStartsOn }), endOfWeek(day, { weekStartsOn }));
}

/**
 * The month holding `date` as whole weeks (4 to 6 rows of 7 days), including the days of the
 * neighbouring months that complete its first and last week.
 */
export function getMonthWeeks(date: string, weekStartsOn: WeekStartsOn = 0): string[][] {
  const day = fromDateKey(date);
  const days = daysBetween(
    startOfWeek(startOfMonth(day), { weekStartsOn }),
    endOfWeek(endOfMonth(day), { weekStartsOn }),
  );
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** The first and last day shown by a view around `date`: what to fetch items for. */
export function getCalendarRange(
  date: string,
  view: CalendarView,
  weekStartsOn: WeekStartsOn = 0,
): CalendarRange {
  const days =
    view === 'month' ? getMonthWeeks(date, weekStartsOn).flat() : getWeekDates(date, weekStartsOn);
  return { start: days[0] as string, end: days[days.length - 1] as string };
}

/** Whether `date` lies in the month (month view) or week (week view) holding `anchor`. */
export function isInPeriod(
  date: string,
  anchor: string,
  view: CalendarView,
  weekStartsOn: WeekStartsOn = 0,
): boolean {
  const day = fromDateKey(date);
  const other = fromDateKey(anchor);
  return view === 'month' ? isSameMonth(day, other) : isSameWeek(day, other, { weekStartsOn });
}

/**
 * `date` moved by whole months or weeks. A month later than January 31 is the last day of
 * February: the day is kept when it exists and clamped when it does not.
 */
export function shiftPeriod(date: string, view: CalendarView, amount: number): string {
  const day = fromDateKey(date);
  return toIsoDay(view === 'month' ? addMonths(day, amount) : addWeeks(day, amount));
}

/**
 * Where a key moves the focused day in the grid (the ARIA grid pattern, as in a date picker):
 * arrows by a day or a week, Home and End to the ends of the week, Page Up and Page Down by a
 * month (a week in week view). Null for any other key.
 */
export function getKeyboardTarget(
  date: string,
  key: string,
  view: CalendarView,
  weekStartsOn: WeekStartsOn = 0,
): string | null {
  const day = fromDateKey(date);
  switch (key) {
    case 'ArrowLeft':
      return toIsoDay(addDays(day, -1));
    case 'ArrowRight':
      return toIsoDay(addDays(day, 1));
    case 'ArrowUp':
      return toIsoDay(addDays(day, -7));
    case 'ArrowDown':
      return toIsoDay(addDays(day, 7));
    case 'Home':
      return toIsoDay(startOfWeek(day, { weekStartsOn }));
    case 'End':
      return toIsoDay(endOfWeek(day, { weekStartsOn }));
    case 'PageUp':
      return shiftPeriod(date, view, -1);
    case 'PageDown':
      return shiftPeriod(date, view, 1);
    default:
      return null;
  }
}

/** Items grouped by their `date`, keeping their order within a day; items with a bad date are dropped. */
export function groupByDate<T extends { date: string }>(items: readonly T[]): Map<string, T[]> {
  const byDate = new Map<string, T[]>();
  for (const item of items) {
    if (!isDateKey(item.date)) continue;
    const day = byDate.get(item.date);
    if (day) day.push(item);
    else byDate.set(item.date, [item]);
  }
  return byDate;
}
