import {
  Button,
  Calendar,
  type CalendarItem,
  formatMonthRange,
  Section,
  text,
} from '@airtime/design-system';
import { type Event, getEventDay, getEventQueryRange } from '@airtime/domain';
import { href } from '../../app/paths.ts';
import { toDay } from '../../features/months/months.ts';
import { useBreakpoint } from '../../features/navigation/useBreakpoint.ts';
import { eventScheduleBadge } from '../../features/status/eventBadges.ts';
import * as styles from './brandApp.css.ts';
import { CalendarAgenda } from './CalendarAgenda.tsx';
import { useCalendarQuery } from './useCalendarQuery.ts';
import { usePeriodEvents } from './usePeriodEvents.ts';

const EVENT_NOUN = { one: 'event', other: 'events' };

/** An event as a calendar entry: the creator and the title, leading to the creator's page. */
function toItem(event: Event): CalendarItem | null {
  const day = getEventDay(event);
  if (day === null) return null;
  const creator = event.creator?.name;
  return {
    id: String(event.id),
    date: day,
    title: creator === undefined ? event.title : `${creator}: ${event.title}`,
    tone: eventScheduleBadge(event).tone,
    href: href('brand-creator', { creatorId: event.publisher_id }),
  };
}

/**
 * The brand's events by month or week in the design system's Calendar. The view, month and day
 * are in the URL (useCalendarQuery); the events of the period shown are read whole, and the
 * period's months are labelled 'M/yy' (spec §9: '11/26', or '10/26 – 11/26' for a week across
 * two months).
 */
export function BrandCalendar({ brandId }: { readonly brandId: number }) {
  const { view, day: date, month, setView, setDay } = useCalendarQuery();
  const today = toDay(new Date());
  const period = view === 'month' ? { month } : { week: date };
  const events = usePeriodEvents(brandId, period);
  const range = getEventQueryRange(period);
  const items = events.items.map(toItem).filter((item) => item !== null);
  const breakpoint = useBreakpoint();
  const periodLabel = range === undefined ? '' : formatMonthRange(range.start, range.end);

  return (
    <Section
      title={`Events ${periodLabel}`}
      actions={
        events.error === undefined ? undefined : (
          <Button size="sm" onPress={() => void events.refresh()}>
            Try again
          </Button>
        )
      }
    >
      {/* The grid needs 560 px: a phone lists the period's events by day instead. */}
      {breakpoint === 'min' ? (
        <>
          {events.error !== undefined && (
            <p role="alert" className={text({ size: 'sm', tone: 'critical' })}>
              The events could not be loaded: {events.error.message}
            </p>
          )}
          <CalendarAgenda
            events={events.items}
            view={view}
            day={date}
            periodLabel={periodLabel}
            today={today}
            isLoading={events.isLoading}
            onDayChange={setDay}
            onViewChange={setView}
          />
        </>
      ) : (
        <div className={styles.calendarScroller}>
          <Calendar
            label="Sponsored events"
            items={items}
            view={view}
            onViewChange={setView}
            date={date}
            onDateChange={setDay}
            today={today}
            isLoading={events.isLoading}
            loadingLabel="Loading events"
            emptyDayLabel="No events"
            itemNoun={EVENT_NOUN}
            {...(events.error === undefined
              ? {}
              : { errorMessage: `The events could not be loaded: ${events.error.message}` })}
          />
        </div>
      )}
      {!events.isLoading && events.error === undefined && items.length === 0 && (
        <p className={text({ size: 'sm', tone: 'subtle' })}>
          No events in this period. Events booked for your brand appear here; try another month.
        </p>
      )}
    </Section>
  );
}
