import { Button, IconButton } from '@airtime/design-system';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as styles from './finance.css.ts';
import { currentMonth, monthName, shiftMonth } from './month.ts';

/** Steps a page's month back and forth ('November 2026'), and back to this month. */
export function MonthPicker({
  month,
  onChange,
  label = 'Month',
}: {
  /** 'yyyy-MM'. */
  readonly month: string;
  readonly onChange: (month: string) => void;
  readonly label?: string;
}) {
  const today = currentMonth();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of controls, not a form fieldset.
    <div className={styles.monthPicker} role="group" aria-label={label}>
      <IconButton
        size="sm"
        label="Previous month"
        icon={<ChevronLeft />}
        onPress={() => onChange(shiftMonth(month, -1))}
      />
      <span className={styles.monthLabel} aria-live="polite">
        {monthName(month)}
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
