import { Button, formatWeekOf, IconButton, Inline } from '@airtime/design-system';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as styles from './agency.css.ts';
import { shiftWeek } from './weeks.ts';

/** Steps through weeks: previous, 'Week of MM/dd/yy' (spec §9), next, and back to this week. */
export function WeekPicker({
  week,
  thisWeek,
  onChange,
}: {
  /** The first day of the shown week, yyyy-MM-dd. */
  readonly week: string;
  /** The first day of the current week. */
  readonly thisWeek: string;
  readonly onChange: (week: string) => void;
}) {
  const label = formatWeekOf(week);
  return (
    <Inline role="group" aria-label="Week">
      <IconButton
        label="Previous week"
        icon={<ChevronLeft />}
        variant="ghost"
        size="sm"
        onPress={() => onChange(shiftWeek(week, -1))}
      />
      <span className={styles.weekLabel} aria-live="polite">
        {label}
      </span>
      <IconButton
        label="Next week"
        icon={<ChevronRight />}
        variant="ghost"
        size="sm"
        onPress={() => onChange(shiftWeek(week, 1))}
      />
      {week !== thisWeek && (
        <Button size="sm" variant="secondary" onPress={() => onChange(thisWeek)}>
          This week
        </Button>
      )}
    </Inline>
  );
}
