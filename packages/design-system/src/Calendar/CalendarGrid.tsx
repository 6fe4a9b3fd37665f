import type { FocusEvent, KeyboardEvent, Ref } from 'react';
import { weekdayName } from '../format/dateParts.ts';
import { columnHeader, dayNumber, grid, weekHeaderDay } from './Calendar.css.ts';
import { CalendarDay, type CalendarDayProps } from './CalendarDay.tsx';
import type { CalendarItem } from './CalendarEntry.tsx';
import {
  type CalendarView,
  fromDateKey,
  getKeyboardTarget,
  getMonthWeeks,
  getWeekDates,
  isInPeriod,
  type WeekStartsOn,
} from './calendarDates.ts';

type SharedDayProps = Pick<
  CalendarDayProps,
  'isLoading' | 'maxItems' | 'itemNoun' | 'emptyDayLabel' | 'onItemAction' | 'onShowMore'
>;

export interface CalendarGridProps extends SharedDayProps {
  /** The grid's accessible name, including the period shown. */
  label: string;
  view: CalendarView;
  /** The focused day; the grid shows its month or week. */
  date: string;
  today: string;
  weekStartsOn: WeekStartsOn;
  itemsByDate: ReadonlyMap<string, readonly CalendarItem[]>;
  /** A day took focus: from the keyboard (`move`) the calendar follows it into another period. */
  onFocusDate: (date: string, move: boolean) => void;
  ref?: Ref<HTMLTableElement>;
}

const NO_ITEMS: readonly CalendarItem[] = [];

/**
 * The days as an ARIA grid: one tab stop on the focused day, arrow keys, Home, End, Page Up and
 * Page Down move it (see `getKeyboardTarget`), Enter moves into the day's items and Escape back.
 */
export function CalendarGrid({
  label,
  view,
  date,
  today,
  weekStartsOn,
  itemsByDate,
  onFocusDate,
  ref,
  ...dayProps
}: CalendarGridProps) {
  const weeks =
    view === 'month' ? getMonthWeeks(date, weekStartsOn) : [getWeekDates(date, weekStartsOn)];
  const columns = weeks[0] ?? [];

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-date]');
    const from = cell?.dataset.date;
    if (!cell || !from) return;
    const onCell = target === cell;
    if (onCell && (event.key === 'Enter' || event.key === 'F2')) {
      const first = cell.querySelector<HTMLElement>('a, button');
      if (first) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    if (!onCell && event.key === 'Escape') {
      event.preventDefault();
      cell.focus();
      return;
    }
    const to = getKeyboardTarget(from, event.key, view, weekStartsOn);
    if (!to) return;
    event.preventDefault();
    onFocusDate(to, true);
  }

  function onFocus(event: FocusEvent<HTMLTableElement>) {
    const focused = event.target.closest<HTMLElement>('[data-date]')?.dataset.date;
    // A click on a spill-over day of the neighbouring month keeps the month in view.
    if (focused && isInPeriod(focused, date, view, weekStartsOn)) onFocusDate(focused, false);
  }

  return (
    <table
      ref={ref}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern on a table, as in React Aria's CalendarGrid.
      role="grid"
      aria-label={label}
      aria-busy={dayProps.isLoading || undefined}
      aria-readonly="true"
      className={grid}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <thead>
        <tr>
          {columns.map((column) => {
            const native = fromDateKey(column);
            const weekday = weekdayName(native);
            const shortWeekday = weekday.slice(0, 3);
            const isToday = view === 'week' && column === today;
            return (
              <th
                key={column}
                scope="col"
                abbr={weekday}
                className={columnHeader}
                data-today={isToday || undefined}
              >
                {view === 'month' ? (
                  shortWeekday
                ) : (
                  <span className={weekHeaderDay}>
                    {shortWeekday}
                    <span className={dayNumber}>{native.getDate()}</span>
                  </span>
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <CalendarDay
                key={day}
                {...dayProps}
                date={day}
                view={view}
                items={itemsByDate.get(day) ?? NO_ITEMS}
                isToday={day === today}
                isOutsideMonth={view === 'month' && !isInPeriod(day, date, 'month')}
                isFocused={day === date}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
