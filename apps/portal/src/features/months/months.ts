import { formatCalendarDay, getEventQueryRange } from '@airtime/domain';

// Months as the event query takes them: 'yyyy-MM' (and days, 'yyyy-MM-dd'). Calendar arithmetic
// on the numbers, so no time zone or daylight-saving change can move a month.

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether a value is a 'yyyy-MM' month. */
export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

/** The month of a date on the viewer's calendar. */
export function toMonth(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The day of a date on the viewer's calendar, as yyyy-MM-dd: today is `toDay(new Date())`. */
export function toDay(date: Date): string {
  return formatCalendarDay(date);
}

/** The month `delta` months after (or before) `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year = '0', number = '1'] = month.split('-');
  const index = Number(year) * 12 + Number(number) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months from `first` to `first + count - 1`, in order. */
export function monthsFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shiftMonth(first, index));
}

/** The first day of a month, 'yyyy-MM-dd'. */
export function monthStart(month: string): string {
  return `${month}-01`;
}

/** The first and last day of a month, 'yyyy-MM-dd'. */
export function monthRange(month: string): { readonly start: string; readonly end: string } {
  const range = getEventQueryRange({ month });
  if (range === undefined) throw new Error(`Not a month: ${month}`);
  return range;
}

/** The month a yyyy-MM-dd day (or ISO date-time) falls in, or undefined. */
export function monthOfDay(day: string | null | undefined): string | undefined {
  const month = day?.slice(0, 7);
  return isMonth(month) ? month : undefined;
}

/** 'November 2026'. */
export function formatLongMonth(month: string): string {
  return formatAs(month, 'long');
}

/** 'Nov 2026', for column headers and chart axes. */
export function formatShortMonth(month: string): string {
  return formatAs(month, 'short');
}

function formatAs(month: string, style: 'long' | 'short'): string {
  const [year = '1970', number = '1'] = month.split('-');
  return new Intl.DateTimeFormat('en-US', {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(year), Number(number) - 1, 1));
}
