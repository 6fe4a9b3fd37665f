import { LineChart } from '@airtime/design-system';
import type { EventMonth } from '@airtime/domain';

const SERIES = [{ key: 'views', label: 'Views' }];

/** A creator's views per month as an area line (useAiredMonths' rows). */
export function ViewsByMonthChart({
  months,
  label,
  emptyMessage,
}: {
  readonly months: readonly EventMonth[];
  readonly label: string;
  readonly emptyMessage: string;
}) {
  return (
    <LineChart
      label={label}
      data={months}
      x="month"
      xLabel="Month"
      xFormat="month"
      series={SERIES}
      showArea
      emptyMessage={emptyMessage}
    />
  );
}
