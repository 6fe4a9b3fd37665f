// The pieces the date formatters write, by hand: date-fns' format would bring its token parser
// and en-US locale into every page that shows a date.

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** A number with at least two digits: `3` is `03`. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** A local Date's year as the formatters write it; one before 1 AD as its era year (0 is 1 BC). */
export function yearOf(date: Date): number {
  const year = date.getFullYear();
  return year > 0 ? year : 1 - year;
}

/** The year with at least four digits (`yyyy`): `2024`, `0999`. */
export function fourDigitYear(date: Date): string {
  return String(yearOf(date)).padStart(4, '0');
}

/** The year's last two digits (`yy`): `24`, `05`. */
export function twoDigitYear(date: Date): string {
  return twoDigits(yearOf(date) % 100);
}

/** A local Date's calendar day as `yyyy-MM-dd`: `2024-03-05`. */
export function toIsoDay(date: Date): string {
  return `${fourDigitYear(date)}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** The month's name in US English: `March`. Its first three letters are its short name, `Mar`. */
export function monthName(date: Date): string {
  return MONTH_NAMES[date.getMonth()] as string;
}

/** The weekday's name in US English: `Tuesday`. Its first three letters are its short name, `Tue`. */
export function weekdayName(date: Date): string {
  return WEEKDAY_NAMES[date.getDay()] as string;
}
