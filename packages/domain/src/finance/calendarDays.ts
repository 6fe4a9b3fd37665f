// Whole calendar days on yyyy-MM-dd strings, in UTC so no time zone moves a day.

const DAY_MS = 86_400_000;

function toUtc(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/** The day `days` after `day` (yyyy-MM-dd; an ISO date-time counts as its UTC day). */
export function addCalendarDays(day: string, days: number): string {
  return new Date(toUtc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `later` is after `earlier` (negative when before). */
export function calendarDaysBetween(earlier: string, later: string): number {
  return Math.round((toUtc(later) - toUtc(earlier)) / DAY_MS);
}
