const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month ('yyyy-MM') of a yyyy-MM-dd day, an ISO date-time or a month; null if none. */
export function getMonthOfDay(day: string | null | undefined): string | null {
  // The month is the value's first seven characters whatever follows, so no time zone can move it.
  const month = day?.slice(0, 7);
  return month !== undefined && MONTH.test(month) ? month : null;
}
