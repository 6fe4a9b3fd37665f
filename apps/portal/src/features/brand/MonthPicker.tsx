import { Button, IconButton } from '@airtime/design-system';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as styles from './brand.css.ts';
import { formatLongMonth, shiftMonth, toMonth } from './months.ts';

export interface MonthPickerProps {
  /** The month shown, 'yyyy-MM'. */
  readonly value: string;
  readonly onChange: (month: string) => void;
  /** Names the group for screen readers. */
  readonly label?: string;
}

/** Steps through months: previous, the month shown (announced when it changes), next, this month. */
export function MonthPicker({ value, onChange, label = 'Month' }: MonthPickerProps) {
  const current = toMonth(new Date());
  return (
    <fieldset aria-label={label} className={styles.monthPicker}>
      <IconButton
        label="Previous month"
        icon={<ChevronLeft />}
        variant="ghost"
        onPress={() => onChange(shiftMonth(value, -1))}
      />
      <output aria-live="polite" className={styles.monthLabel}>
        {formatLongMonth(value)}
      </output>
      <IconButton
        label="Next month"
        icon={<ChevronRight />}
        variant="ghost"
        onPress={() => onChange(shiftMonth(value, 1))}
      />
      {value !== current && (
        <Button variant="ghost" size="sm" onPress={() => onChange(current)}>
          This month
        </Button>
      )}
    </fieldset>
  );
}
