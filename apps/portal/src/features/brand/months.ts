// Months as the event query takes them: 'yyyy-MM'. Calendar arithmetic on the numbers, so no
// time zone or daylight-saving change can move a month.

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether a value is a 'yyyy-MM' month. */
export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

/** The month of a date on the viewer's calendar. */
export function toMonth(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The day of a date on the viewer's calendar, as yyyy-MM-dd. */
export function toDay(date: Date): string {
  return `${toMonth(date)}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The month `delta` months after (or before) `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year = '0', number = '1'] = month.split('-');
  const index = Number(year) * 12 + Number(number) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month a yyyy-MM-dd day (or ISO date-time) falls in, or undefined. */
export function monthOfDay(day: string | null | undefined): string | undefined {
  const month = day?.slice(0, 7);
  return isMonth(month) ? month : undefined;
}

/** 'November 2026'. */
export function formatLongMonth(month: string): string {
  const [year = '1970', number = '1'] = month.split('-');
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(year), Number(number) - 1, 1));
}

/** The day `days` after a yyyy-MM-dd day. */
export function addDays(day: string, days: number): string {
  const [year = '1970', month = '1', date = '1'] = day.split('-');
  const moved = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date) + days));
  return moved.toISOString().slice(0, 10);
}
