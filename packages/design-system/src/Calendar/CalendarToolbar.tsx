import { startOfWeek } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { Button } from '../Button/Button.tsx';
import { formatMonth } from '../format/formatMonth.ts';
import { formatWeekOf } from '../format/formatWeekOf.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';
import {
  navigation,
  periodLabel,
  toolbar,
  toolbarEnd,
  viewOption,
  viewSwitch,
} from './Calendar.css.ts';
import { type CalendarView, fromDateKey, shiftPeriod, type WeekStartsOn } from './calendarDates.ts';

interface CalendarToolbarProps {
  view: CalendarView;
  date: string;
  today: string;
  weekStartsOn: WeekStartsOn;
  /** The period in words for screen readers: "March 2024", "week of March 10, 2024". */
  spokenPeriod: string;
  isLoading: boolean;
  loadingLabel: string;
  onShow: (date: string, view: CalendarView) => void;
}

const VIEWS: ReadonlyArray<{ id: CalendarView; label: string }> = [
  { id: 'month', label: 'Month' },
  { id: 'week', label: 'Week' },
];

/** Today, previous and next, the period shown (announced when it changes), and the view switch. */
export function CalendarToolbar({
  view,
  date,
  today,
  weekStartsOn,
  spokenPeriod,
  isLoading,
  loadingLabel,
  onShow,
}: CalendarToolbarProps) {
  const shown =
    view === 'month'
      ? formatMonth(date)
      : formatWeekOf(startOfWeek(fromDateKey(date), { weekStartsOn }));
  const unit = view === 'month' ? 'month' : 'week';

  return (
    <div className={toolbar}>
      <div className={navigation}>
        <Button size="sm" onPress={() => onShow(today, view)}>
          Today
        </Button>
        <IconButton
          size="sm"
          label={`Previous ${unit}`}
          icon={<ChevronLeft />}
          onPress={() => onShow(shiftPeriod(date, view, -1), view)}
        />
        <IconButton
          size="sm"
          label={`Next ${unit}`}
          icon={<ChevronRight />}
          onPress={() => onShow(shiftPeriod(date, view, 1), view)}
        />
      </div>
      {/* Not a heading: the page decides the heading levels around the calendar. */}
      <div className={periodLabel} aria-live="polite">
        <span aria-hidden="true">{shown}</span>
        <VisuallyHidden elementType="span">{spokenPeriod}</VisuallyHidden>
      </div>
      {isLoading && <Spinner size="sm" label={loadingLabel} />}
      <ToggleButtonGroup
        aria-label="View"
        className={cx(viewSwitch, toolbarEnd)}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[view]}
        onSelectionChange={(keys) => {
          const [next] = keys;
          if (next === 'month' || next === 'week') onShow(date, next);
        }}
      >
        {VIEWS.map((option) => (
          <ToggleButton key={option.id} id={option.id} className={viewOption}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
