import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  type CalendarProps,
  type DateValue,
  Heading,
} from 'react-aria-components/Calendar';
import { RangeCalendar, type RangeCalendarProps } from 'react-aria-components/RangeCalendar';
import { IconButton } from '../IconButton/IconButton.tsx';
import {
  calendar,
  calendarCell,
  calendarGrid,
  calendarHeader,
  calendarHeaderCell,
  calendarHeading,
} from './PickerCalendar.css.ts';

/** The month header and day grid shared by the single and the range calendar. */
function Month() {
  return (
    <>
      <header className={calendarHeader}>
        <IconButton slot="previous" label="Previous month" icon={<ChevronLeft />} size="sm" />
        <Heading className={calendarHeading} />
        <IconButton slot="next" label="Next month" icon={<ChevronRight />} size="sm" />
      </header>
      <CalendarGrid className={calendarGrid} weekdayStyle="short">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={calendarHeaderCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={calendarCell} />}
        </CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

/**
 * The month grid a DatePicker opens: arrow keys move by day, Page Up/Down by month, Enter picks.
 * Not the events calendar (that is `Calendar`, with month and week views).
 */
export function PickerCalendar<T extends DateValue>(
  props: Omit<CalendarProps<T>, 'children' | 'className'>,
): ReactNode {
  return (
    <Calendar {...props} className={calendar} data-calendar="single">
      <Month />
    </Calendar>
  );
}

/** The month grid a DateRangePicker opens: the first click starts the range, the second ends it. */
export function PickerRangeCalendar<T extends DateValue>(
  props: Omit<RangeCalendarProps<T>, 'children' | 'className'>,
): ReactNode {
  return (
    <RangeCalendar {...props} className={calendar} data-calendar="range">
      <Month />
    </RangeCalendar>
  );
}
