import { Button, formatMonth, IconButton } from '@airtime/design-system';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as styles from './brandApp.css.ts';
import { currentMonth, monthName, monthStart, shiftMonth } from './monthFilter.ts';

export interface MonthSwitcherProps {
  /** 'yyyy-MM'. */
  readonly month: string;
  readonly onChange: (month: string) => void;
}

/** Previous and next month around the month shown as 'M/yy' (spec §9), and back to this month. */
export function MonthSwitcher({ month, onChange }: MonthSwitcherProps) {
  const today = currentMonth();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of controls, not a form fieldset.
    <div className={styles.monthSwitcher} role="group" aria-label="Month">
      <IconButton
        size="sm"
        label="Previous month"
        icon={<ChevronLeft />}
        onPress={() => onChange(shiftMonth(month, -1))}
      />
      <span className={styles.monthLabel} aria-live="polite">
        <span aria-hidden="true">{formatMonth(monthStart(month))}</span>
        <span className={styles.visuallyHidden}>{monthName(month)}</span>
      </span>
      <IconButton
        size="sm"
        label="Next month"
        icon={<ChevronRight />}
        onPress={() => onChange(shiftMonth(month, 1))}
      />
      {month !== today && (
        <Button size="sm" variant="ghost" onPress={() => onChange(today)}>
          This month
        </Button>
      )}
    </div>
  );
}
