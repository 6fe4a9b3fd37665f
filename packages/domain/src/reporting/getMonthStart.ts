/**
 * The first day of a month, yyyy-MM-dd, from the month ('yyyy-MM') or any day of it: the key the
 * creator charts put their months under.
 */
export function getMonthStart(monthOrDay: string): string {
  return `${monthOrDay.slice(0, 7)}-01`;
}
