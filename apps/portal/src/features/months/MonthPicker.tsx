import { Button, formatMonth, IconButton, visuallyHidden } from '@airtime/design-system';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as styles from './MonthPicker.css.ts';
import { formatLongMonth, monthStart, shiftMonth, toMonth } from './months.ts';

export interface MonthPickerProps {
  /** The month shown, 'yyyy-MM'. */
  readonly month: string;
  readonly onChange: (month: string) => void;
  /**
   * Names the group for screen readers.
   * @default 'Month'
   */
  readonly label?: string;
  /**
   * Shows the month as 'M/yy' (spec §9, the brand app's reports); its full name is still read out.
   * @default false
   */
  readonly numeric?: boolean;
}

/** Steps through months: previous, the month shown (announced when it changes), next, this month. */
export function MonthPicker({
  month,
  onChange,
  label = 'Month',
  numeric = false,
}: MonthPickerProps) {
  const current = toMonth(new Date());
  return (
    <fieldset aria-label={label} className={styles.group}>
      <IconButton
        size="sm"
        label="Previous month"
        icon={<ChevronLeft />}
        onPress={() => onChange(shiftMonth(month, -1))}
      />
      <output aria-live="polite" className={styles.monthLabel[numeric ? 'numeric' : 'long']}>
        {numeric ? (
          <>
            <span aria-hidden="true">{formatMonth(monthStart(month))}</span>
            <span className={visuallyHidden}>{formatLongMonth(month)}</span>
          </>
        ) : (
          formatLongMonth(month)
        )}
      </output>
      <IconButton
        size="sm"
        label="Next month"
        icon={<ChevronRight />}
        onPress={() => onChange(shiftMonth(month, 1))}
      />
      {month !== current && (
        <Button size="sm" variant="ghost" onPress={() => onChange(current)}>
          This month
        </Button>
      )}
    </fieldset>
  );
}
