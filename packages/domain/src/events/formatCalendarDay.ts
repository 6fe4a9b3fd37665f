const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** A local Date's calendar day as 'yyyy-MM-dd' (EVENT_QUERY_DATE_FORMAT): 2024-03-05. */
export function formatCalendarDay(date: Date): string {
  const year = date.getFullYear();
  // As date-fns' 'yyyy' wrote it before: a year before 1 AD as its era year (year 0 is 1 BC).
  const eraYear = year > 0 ? year : 1 - year;
  return `${pad(eraYear, 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}
