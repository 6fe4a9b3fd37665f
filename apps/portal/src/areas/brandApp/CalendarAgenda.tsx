import {
  Button,
  type CalendarView,
  IconButton,
  Link,
  Skeleton,
  StatusBadge,
  text,
} from '@airtime/design-system';
import { type Event, getEventDay } from '@airtime/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { href } from '../../app/paths.ts';
import { monthStart, shiftMonth, toDay } from '../../features/months/months.ts';
import { eventScheduleBadge } from '../../features/status/eventBadges.ts';
import * as styles from './calendarAgenda.css.ts';

interface CalendarAgendaProps {
  readonly events: readonly Event[];
  readonly view: CalendarView;
  /** The day shown (its month or its week), yyyy-MM-dd. */
  readonly day: string;
  /** What the period is called ('11/26'). */
  readonly periodLabel: string;
  readonly today: string;
  readonly isLoading: boolean;
  readonly onDayChange: (day: string) => void;
  readonly onViewChange: (view: CalendarView) => void;
}

const DAY_LABEL = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** A yyyy-MM-dd day at noon on the viewer's calendar, clear of daylight-saving changes. */
const atNoon = (day: string) => new Date(`${day}T12:00:00`);

/** The day a week later (or earlier, by < 0). */
function shiftWeek(day: string, by: number): string {
  const date = atNoon(day);
  date.setDate(date.getDate() + 7 * by);
  return toDay(date);
}

/** The period's events by day, earliest first; events with no day are left out, as on the grid. */
function byDay(events: readonly Event[]): [string, Event[]][] {
  const days = new Map<string, Event[]>();
  for (const event of events) {
    const day = getEventDay(event);
    if (day === null) continue;
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The calendar on a phone: the period's events as a list by day (an agenda), with the month or
 * week stepped by buttons, so nothing is wider than the screen. The grid's view and day, from the
 * URL, are kept: turning the phone to a wider screen shows the same period.
 */
export function CalendarAgenda({
  events,
  view,
  day,
  periodLabel,
  today,
  isLoading,
  onDayChange,
  onViewChange,
}: CalendarAgendaProps) {
  const unit = view === 'month' ? 'month' : 'week';
  const step = (by: number) =>
    onDayChange(
      view === 'month' ? monthStart(shiftMonth(day.slice(0, 7), by)) : shiftWeek(day, by),
    );
  const days = byDay(events);
  return (
    <div className={styles.agenda}>
      <div className={styles.toolbar}>
        <IconButton label={`Previous ${unit}`} icon={<ChevronLeft />} onPress={() => step(-1)} />
        <p className={styles.period} aria-live="polite">
          {periodLabel}
        </p>
        <IconButton label={`Next ${unit}`} icon={<ChevronRight />} onPress={() => step(1)} />
        <Button size="sm" variant="ghost" onPress={() => onDayChange(today)}>
          Today
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className={styles.viewToggle}
          onPress={() => onViewChange(view === 'month' ? 'week' : 'month')}
        >
          {view === 'month' ? 'Show a week' : 'Show the month'}
        </Button>
      </div>
      {isLoading ? (
        <div className={styles.loading}>
          <Skeleton lines={4} label="Loading events" />
        </div>
      ) : (
        days.length > 0 && (
          <ol className={styles.days} aria-label="Sponsored events">
            {days.map(([date, dayEvents]) => (
              <li key={date} className={styles.day}>
                <h3 className={text({ size: 'sm', weight: 'semibold', tone: 'subtle' })}>
                  {DAY_LABEL.format(atNoon(date))}
                  {date === today ? ' · Today' : ''}
                </h3>
                <ul className={styles.events}>
                  {dayEvents.map((event) => {
                    const badge = eventScheduleBadge(event);
                    const creator = event.creator?.name;
                    return (
                      <li key={event.id} className={styles.event}>
                        <Link
                          variant="standalone"
                          href={href('brand-creator', { creatorId: event.publisher_id })}
                        >
                          {creator === undefined ? event.title : `${creator}: ${event.title}`}
                        </Link>
                        <StatusBadge label={badge.label} tone={badge.tone} size="sm" />
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ol>
        )
      )}
    </div>
  );
}
