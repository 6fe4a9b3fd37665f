import {
  Button,
  Calendar,
  type CalendarItem,
  type CalendarView,
  formatMonthRange,
  Section,
  text,
} from '@airtime/design-system';
import { type Event, getEventDay, getEventQueryRange } from '@airtime/domain';
import { useState } from 'react';
import { href } from '../../app/paths.ts';
import { monthStart, toDay, toMonth } from '../../features/months/months.ts';
import { useMonthFilter } from '../../features/months/useMonthFilter.ts';
import { eventScheduleBadge } from '../../features/status/eventBadges.ts';
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
 * The brand's events by month or week in the design system's Calendar. The month is in the URL;
 * the events of the period shown are read whole, and the period's months are labelled 'M/yy'
 * (spec §9: '11/26', or '10/26 – 11/26' for a week across two months).
 */
export function BrandCalendar({ brandId }: { readonly brandId: number }) {
  const { month, setMonth } = useMonthFilter();
  const today = toDay(new Date());
  const [view, setView] = useState<CalendarView>('month');
  const [focused, setFocused] = useState(() =>
    month === toMonth(new Date()) ? today : monthStart(month),
  );
  // Back, Forward or a shared link may change the URL's month under the focused day.
  const date = focused.startsWith(month) ? focused : monthStart(month);
  const period = view === 'month' ? { month } : { week: date };
  const events = usePeriodEvents(brandId, period);
  const range = getEventQueryRange(period);
  const items = events.items.map(toItem).filter((item) => item !== null);

  return (
    <Section
      title={`Events ${range === undefined ? '' : formatMonthRange(range.start, range.end)}`}
      actions={
        events.error === undefined ? undefined : (
          <Button size="sm" onPress={() => void events.refresh()}>
            Try again
          </Button>
        )
      }
    >
      <Calendar
        label="Sponsored events"
        items={items}
        view={view}
        onViewChange={setView}
        date={date}
        onDateChange={(next) => {
          setFocused(next);
          if (next.slice(0, 7) !== month) setMonth(next.slice(0, 7));
        }}
        today={today}
        isLoading={events.isLoading}
        loadingLabel="Loading events"
        emptyDayLabel="No events"
        itemNoun={EVENT_NOUN}
        {...(events.error === undefined
          ? {}
          : { errorMessage: `The events could not be loaded: ${events.error.message}` })}
      />
      {!events.isLoading && events.error === undefined && items.length === 0 && (
        <p className={text({ size: 'sm', tone: 'subtle' })}>
          No events in this period. Events booked for your brand appear here; try another month.
        </p>
      )}
    </Section>
  );
}
