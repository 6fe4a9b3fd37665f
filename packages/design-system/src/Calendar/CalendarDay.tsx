import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { day, dayNumber } from './Calendar.css.ts';
import { emptyDay, entries, more, skeleton } from './CalendarEntry.css.ts';
import { CalendarEntry, type CalendarItem } from './CalendarEntry.tsx';
import { type CalendarView, fromDateKey } from './calendarDates.ts';
import { formatDayInWords } from './calendarWords.ts';

/** How the calendar counts its items in words, e.g. `{ one: 'event', other: 'events' }`. */
export interface CalendarItemNoun {
  /** The word for one item ('event'). */
  one: string;
  /** The word for several, or none ('events'). */
  other: string;
}

export interface CalendarDayProps {
  date: string;
  view: CalendarView;
  items: readonly CalendarItem[];
  isToday: boolean;
  /** A day of the previous or next month completing the month grid's first or last week. */
  isOutsideMonth: boolean;
  /** The day holding the grid's tab stop. */
  isFocused: boolean;
  isLoading: boolean;
  /** Items shown in a month cell before "+N more". */
  maxItems: number;
  itemNoun: CalendarItemNoun;
  emptyDayLabel: string;
  onItemAction: ((item: CalendarItem) => void) | undefined;
  onShowMore: (date: string) => void;
}

function countItems(count: number, noun: CalendarItemNoun): string {
  if (count === 0) return `no ${noun.other}`;
  return `${count} ${count === 1 ? noun.one : noun.other}`;
}

const SKELETON_WIDTHS = ['long', 'short', 'medium'] as const;

/** One gridcell: the day's number, its items (links or buttons), "+N more", or its empty state. */
export function CalendarDay({
  date,
  view,
  items,
  isToday,
  isOutsideMonth,
  isFocused,
  isLoading,
  maxItems,
  itemNoun,
  emptyDayLabel,
  onItemAction,
  onShowMore,
}: CalendarDayProps) {
  const native = fromDateKey(date);
  const longDate = formatDayInWords(native, { weekday: true });
  const label = [
    longDate,
    isToday ? 'today' : null,
    isLoading ? null : countItems(items.length, itemNoun),
  ]
    .filter(Boolean)
    .join(', ');
  // A month cell shows a few items and "+N more"; a week column shows them all.
  const shown = view === 'month' && items.length > maxItems ? items.slice(0, maxItems) : items;
  const hidden = items.length - shown.length;
  const skeletonWidth = SKELETON_WIDTHS[native.getDate() % SKELETON_WIDTHS.length];

  return (
    <td
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a focusable day of the grid; stated, since not every tool infers it from the table.
      role="gridcell"
      className={day({ view })}
      data-date={date}
      data-today={isToday || undefined}
      data-outside-month={isOutsideMonth || undefined}
      data-focused={isFocused || undefined}
      aria-current={isToday ? 'date' : undefined}
      tabIndex={isFocused ? 0 : -1}
    >
      {/* The cell's name comes from its content: the day in words, then its items. */}
      {view === 'month' && (
        <span className={dayNumber} aria-hidden="true">
          {native.getDate()}
        </span>
      )}
      <VisuallyHidden elementType="span">{label}</VisuallyHidden>
      {isLoading ? (
        <div className={skeleton({ width: skeletonWidth })} aria-hidden="true" />
      ) : shown.length > 0 ? (
        <ul className={entries}>
          {shown.map((item) => (
            <li key={item.id}>
              <CalendarEntry
                item={item}
                view={view}
                isTabbable={isFocused}
                onAction={onItemAction}
              />
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <Button
                className={more}
                aria-label={`+${hidden} more on ${formatDayInWords(native, { weekday: true, year: false })}`}
                excludeFromTabOrder={!isFocused}
                onPress={() => onShowMore(date)}
              >
                +{hidden} more
              </Button>
            </li>
          )}
        </ul>
      ) : (
        view === 'week' && <p className={emptyDay}>{emptyDayLabel}</p>
      )}
    </td>
  );
}
