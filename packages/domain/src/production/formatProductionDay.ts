const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar day (yyyy-MM-dd) as a production's name shows it, 'MMM d, yyyy': 'Nov 5, 2026'; null
 * when it is not such a day. By hand, not date-fns's format: the mock server names every thread
 * of a list with it, and format is the slowest part of that at scale.
 */
export function formatProductionDay(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return null;
  const [, year = '', month = '', date = ''] = match;
  const name = MONTHS[Number(month) - 1];
  return name === undefined || Number(date) < 1 || Number(date) > 31
    ? null
    : `${name} ${Number(date)}, ${year}`;
}
