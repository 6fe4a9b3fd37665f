import { fourDigitYear, monthName, weekdayName } from '../format/dateParts.ts';

/** A month in words, as the calendar names its period: `March 2024`. */
export function formatMonthInWords(date: Date): string {
  return `${monthName(date)} ${fourDigitYear(date)}`;
}

export interface DayInWordsOptions {
  /**
   * Starts with the weekday: `Tuesday, March 5, 2024`.
   * @default false
   */
  weekday?: boolean;
  /**
   * Ends with the year.
   * @default true
   */
  year?: boolean;
}

/** A day in words: `March 5, 2024`, `Tuesday, March 5, 2024` or `Tuesday, March 5`. */
export function formatDayInWords(
  date: Date,
  { weekday = false, year = true }: DayInWordsOptions = {},
): string {
  const day = `${monthName(date)} ${date.getDate()}`;
  const dated = year ? `${day}, ${fourDigitYear(date)}` : day;
  return weekday ? `${weekdayName(date)}, ${dated}` : dated;
}
