import type { Day } from 'date-fns';

/** A calendar day as 'yyyy-MM-dd', or a Date read in local time (only its calendar date counts). */
export type CalendarDateInput = string | Date;

/**
 * The period an event list shows (spec §7): a month, given as 'yyyy-MM' or any day inside it, or a
 * week, given as any day inside it.
 */
export type EventPeriod =
  | { readonly month: CalendarDateInput }
  | { readonly week: CalendarDateInput };

/** First and last day of a period, both included, as 'yyyy-MM-dd'. */
export interface EventDateRange {
  readonly start: string;
  readonly end: string;
}

/** Query parameters of the event list calls for a period and creators (spec §7). */
export interface EventQuery {
  readonly start_date: string;
  readonly end_date: string;
  /** Creator ids: the API calls creators publishers. */
  readonly publishers?: readonly number[];
}

/** How event queries write days. */
export const EVENT_QUERY_DATE_FORMAT = 'yyyy-MM-dd';

/**
 * Weeks start on Sunday (0), as US calendars do: the product writes dates the US way (MM/dd/yy,
 * 'Week of') and date-fns defaults to it too.
 */
export const EVENT_WEEK_STARTS_ON: Day = 0;
