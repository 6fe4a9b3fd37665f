import type { CalendarView } from '@airtime/design-system';
import { decodeQueryState, updateQueryState } from '@airtime/domain';
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isMonth, monthStart, toDay, toMonth } from '../../features/months/months.ts';

/** A real day written yyyy-MM-dd. */
function isDay(value: string | undefined): value is string {
  return (
    value !== undefined &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    toDay(new Date(`${value}T12:00:00`)) === value
  );
}

export interface CalendarQuery {
  readonly view: CalendarView;
  /** The day the calendar shows (its month or its week), yyyy-MM-dd. */
  readonly day: string;
  /** `day`'s month, yyyy-MM. */
  readonly month: string;
  setView(view: CalendarView): void;
  setDay(day: string): void;
}

/**
 * The calendar's view and the day it shows, in the URL beside the month filter
 * (`?filter.month=2026-11&filter.view=week&filter.day=2026-11-24`): a reload or a shared link
 * opens the same week. Month view and this month by default; a day outside the URL's month (an
 * older link, Back) gives way to that month.
 */
export function useCalendarQuery(): CalendarQuery {
  const [params, setParams] = useSearchParams();
  const { filters } = decodeQueryState(params);
  const today = toDay(new Date());
  const urlMonth = filters.month?.[0];
  const month = isMonth(urlMonth) ? urlMonth : toMonth(new Date());
  const urlDay = filters.day?.[0];
  const day =
    isDay(urlDay) && urlDay.startsWith(month)
      ? urlDay
      : today.startsWith(month)
        ? today
        : monthStart(month);
  const view: CalendarView = filters.view?.[0] === 'week' ? 'week' : 'month';
  // The Calendar reports a view and a day change in the same tick (a day's 'more' opens its
  // week): each change builds on the last one written, not on the params of the last render.
  const latest = useRef(params);
  latest.current = params;
  const set = useCallback(
    (change: { view?: CalendarView; day?: string }) => {
      const filters = { ...decodeQueryState(latest.current).filters };
      if (change.view !== undefined) filters.view = [change.view];
      if (change.day !== undefined) {
        filters.day = [change.day];
        filters.month = [change.day.slice(0, 7)];
      }
      const next = updateQueryState(latest.current, { filters, cursor: undefined });
      latest.current = next;
      // Stepping through weeks is not worth a Back press each.
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return {
    view,
    day,
    month,
    setView: useCallback((next: CalendarView) => set({ view: next }), [set]),
    setDay: useCallback((next: string) => set({ day: next }), [set]),
  };
}
