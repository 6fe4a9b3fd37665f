import { startOfWeek } from 'date-fns';
import { CircleAlert } from 'lucide-react';
import { type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { toIsoDay } from '../format/dateParts.ts';
import { cx } from '../utils/cx.ts';
import { type CalendarVariants, calendar, error } from './Calendar.css.ts';
import type { CalendarItemNoun } from './CalendarDay.tsx';
import type { CalendarItem } from './CalendarEntry.tsx';
import { CalendarGrid } from './CalendarGrid.tsx';
import { CalendarToolbar } from './CalendarToolbar.tsx';
import {
  type CalendarRange,
  type CalendarView,
  fromDateKey,
  getCalendarRange,
  groupByDate,
  isDateKey,
  type WeekStartsOn,
} from './calendarDates.ts';
import { formatDayInWords, formatMonthInWords } from './calendarWords.ts';

export interface CalendarProps extends CalendarVariants {
  /** What the calendar shows, e.g. "Sponsorship events": the grid's accessible name. */
  label: string;
  /** The dated items; several may share a day. */
  items: readonly CalendarItem[];
  /**
   * The view shown (controlled).
   * @default undefined
   */
  view?: CalendarView | undefined;
  /**
   * The view shown first (uncontrolled).
   * @default 'month'
   */
  defaultView?: CalendarView;
  /**
   * Called when the user switches views, or presses "+N more" (which opens that day's week).
   * @default undefined
   */
  onViewChange?: ((view: CalendarView) => void) | undefined;
  /**
   * The focused day, `yyyy-MM-dd` (controlled); the calendar shows its month or week.
   * @default undefined
   */
  date?: string | undefined;
  /**
   * The day focused first (uncontrolled).
   * @default today
   */
  defaultDate?: string | undefined;
  /**
   * Called when the focused day changes: arrow keys, previous, next, today, a click.
   * @default undefined
   */
  onDateChange?: ((date: string) => void) | undefined;
  /**
   * Called when the days on screen change, with the first and last: fetch the items for them.
   * `getCalendarRange(date, view)` gives the first range.
   * @default undefined
   */
  onVisibleRangeChange?: ((range: CalendarRange) => void) | undefined;
  /**
   * Today, `yyyy-MM-dd`: highlighted, and where "Today" goes.
   * @default the device's date
   */
  today?: string | undefined;
  /**
   * The first day of the week.
   * @default 0 (Sunday)
   */
  weekStartsOn?: WeekStartsOn;
  /**
   * Items shown in a month cell before "+N more".
   * @default 3
   */
  maxItemsPerDay?: number;
  /**
   * Called when an item without an `href` is pressed; without it such items are plain text.
   * @default undefined
   */
  onItemAction?: ((item: CalendarItem) => void) | undefined;
  /**
   * Shows placeholders in every day and marks the grid busy.
   * @default false
   */
  isLoading?: boolean;
  /**
   * What the loading spinner says.
   * @default 'Loading'
   */
  loadingLabel?: string;
  /**
   * Shown in a week column without items.
   * @default 'Nothing scheduled'
   */
  emptyDayLabel?: string;
  /**
   * Why the items could not be loaded, with what to do: shown above the grid.
   * @default undefined
   */
  errorMessage?: string | undefined;
  /**
   * The items in words, for each day's accessible name ("Tuesday, March 5, 2024, 2 events").
   * @default { one: 'item', other: 'items' }
   */
  itemNoun?: CalendarItemNoun;
  /**
   * Extra class names for layout.
   * @default undefined
   */
  className?: string | undefined;
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

const DEFAULT_NOUN: CalendarItemNoun = { one: 'item', other: 'items' };

/** An events calendar: dated items in a month grid or a week of columns, navigable from the keyboard. */
export function Calendar({
  label,
  items,
  view: viewProp,
  defaultView = 'month',
  onViewChange,
  date: dateProp,
  defaultDate,
  onDateChange,
  onVisibleRangeChange,
  today: todayProp,
  weekStartsOn = 0,
  maxItemsPerDay = 3,
  onItemAction,
  isLoading = false,
  loadingLabel = 'Loading',
  emptyDayLabel = 'Nothing scheduled',
  errorMessage,
  itemNoun = DEFAULT_NOUN,
  className,
  ref,
}: CalendarProps) {
  const today = todayProp && isDateKey(todayProp) ? todayProp : toIsoDay(new Date());
  const [innerView, setInnerView] = useState<CalendarView>(defaultView);
  const [innerDate, setInnerDate] = useState(() =>
    defaultDate && isDateKey(defaultDate) ? defaultDate : today,
  );
  const view = viewProp ?? innerView;
  const date = dateProp && isDateKey(dateProp) ? dateProp : innerDate;
  const itemsByDate = useMemo(() => groupByDate(items), [items]);

  // Keyboard moves and "+N more" may draw another month or week: focus follows the day once drawn.
  const gridRef = useRef<HTMLTableElement>(null);
  // An object per request, so asking twice for the same day still runs the effect.
  const [focusTarget, setFocusTarget] = useState<{ date: string } | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusTarget.date}"]`)?.focus();
  }, [focusTarget]);

  function show(nextDate: string, nextView: CalendarView) {
    const before = getCalendarRange(date, view, weekStartsOn);
    const after = getCalendarRange(nextDate, nextView, weekStartsOn);
    if (nextView !== view) {
      setInnerView(nextView);
      onViewChange?.(nextView);
    }
    if (nextDate !== date) {
      setInnerDate(nextDate);
      onDateChange?.(nextDate);
    }
    if (before.start !== after.start || before.end !== after.end) onVisibleRangeChange?.(after);
  }

  const native = fromDateKey(date);
  const spokenPeriod =
    view === 'month'
      ? formatMonthInWords(native)
      : `week of ${formatDayInWords(startOfWeek(native, { weekStartsOn }))}`;

  return (
    <div ref={ref} className={cx(calendar({ view }), className)}>
      <CalendarToolbar
        view={view}
        date={date}
        weekStartsOn={weekStartsOn}
        spokenPeriod={spokenPeriod}
        isLoading={isLoading}
        loadingLabel={loadingLabel}
        onShow={show}
        today={today}
      />
      {errorMessage && (
        <p className={error} role="alert">
          <CircleAlert aria-hidden="true" size={16} />
          {errorMessage}
        </p>
      )}
      <CalendarGrid
        ref={gridRef}
        label={`${label}, ${spokenPeriod}`}
        view={view}
        date={date}
        today={today}
        weekStartsOn={weekStartsOn}
        itemsByDate={itemsByDate}
        isLoading={isLoading}
        maxItems={maxItemsPerDay}
        itemNoun={itemNoun}
        emptyDayLabel={emptyDayLabel}
        onItemAction={onItemAction}
        onFocusDate={(next, move) => {
          if (move) setFocusTarget({ date: next });
          show(next, view);
        }}
        onShowMore={(day) => {
          setFocusTarget({ date: day });
          show(day, 'week');
        }}
      />
    </div>
  );
}
