/**
 * A date to format: a `yyyy-MM-dd` string (a calendar date), an ISO timestamp (an instant), a
 * `Date` or epoch milliseconds. Anything else formats as `EMPTY_VALUE`.
 */
export type DateInput = Date | string | number | null | undefined;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// ISO 8601 as APIs write it: a day, then a time after a T (or a space, as Laravel writes it) to the
// minute, second or a fraction of one, then a zone (Z, ±HH, ±HH:mm or ±HHmm; none is local time).
// A bare year or month means its first day, at local midnight.
const INSTANT =
  /^(?<year>\d{4})(?:-(?<month>\d{2})(?:-(?<day>\d{2})[T ](?<hours>\d{2}):(?<minutes>\d{2})(?::(?<seconds>\d{2}(?:[.,]\d+)?))?(?<zone>Z|(?<sign>[+-])(?<zoneHours>\d{2})(?::?(?<zoneMinutes>\d{2}))?)?)?)?$/;

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * Reads a `DateInput` into a local `Date`, or null. A `yyyy-MM-dd` string is a calendar date: it
 * becomes local midnight of that day, so it shows as the same day in every time zone
 * (`new Date('2024-03-01')` would be UTC midnight, i.e. Feb 29 in the Americas).
 */
export function parseCalendarDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  }
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const text = value.trim();
  const calendar = CALENDAR_DATE.exec(text);
  if (calendar) {
    const [, year, month, day] = calendar.map(Number) as [number, number, number, number];
    const date = new Date(year, month - 1, day);
    // new Date(2024, 1, 30) rolls over to March 1: reject impossible days instead.
    const exists =
      date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
    return exists ? date : null;
  }
  return parseInstant(text);
}

/** An instant (or a bare year or month) written as `INSTANT` says, or null. */
function parseInstant(text: string): Date | null {
  const parts = INSTANT.exec(text)?.groups;
  if (!parts) return null;
  const year = Number(parts.year);
  const month = Number(parts.month ?? 1) - 1;
  const day = Number(parts.day ?? 1);
  const hours = Number(parts.hours ?? 0);
  const minutes = Number(parts.minutes ?? 0);
  const seconds = Number(parts.seconds?.replace(',', '.') ?? 0);
  const zoneMinutes = Number(parts.zoneMinutes ?? 0);
  // Checked in UTC, where every day exists: February 30 rolls over to March 1.
  const midnight = new Date(0);
  midnight.setUTCFullYear(year, month, day);
  const dayExists = midnight.getUTCMonth() === month && midnight.getUTCDate() === day;
  // 24:00 ends a day: it is the next day's midnight.
  const timeExists =
    minutes < 60 &&
    seconds < 60 &&
    (hours < 24 || (hours === 24 && minutes === 0 && seconds === 0)) &&
    zoneMinutes < 60;
  if (!dayExists || !timeExists) return null;
  if (parts.zone === undefined) {
    // setFullYear from a local midnight: new Date(y, m, d) reads years 0 to 99 as 1900 to 1999.
    const local = new Date(2000, 0, 1);
    local.setFullYear(year, month, day);
    local.setHours(hours, minutes, 0, seconds * 1000);
    return local;
  }
  const ahead =
    (parts.sign === '-' ? -1 : 1) * (Number(parts.zoneHours ?? 0) * HOUR + zoneMinutes * MINUTE);
  return new Date(midnight.getTime() + hours * HOUR + minutes * MINUTE + seconds * 1000 - ahead);
}
