import { BarChart } from '@airtime/design-system';
import type { EventMonth } from '@airtime/domain';

const SERIES = [{ key: 'earnings', label: 'Earnings' }];

/** A creator's earnings per month as bars (useAiredMonths' rows). */
export function EarningsByMonthChart({
  months,
  label,
  emptyMessage,
}: {
  readonly months: readonly EventMonth[];
  readonly label: string;
  readonly emptyMessage: string;
}) {
  return (
    <BarChart
      label={label}
      data={months}
      x="month"
      xLabel="Month"
      xFormat="month"
      series={SERIES}
      valueFormat="money"
      emptyMessage={emptyMessage}
    />
  );
}
