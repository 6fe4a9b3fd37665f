import { BarChart, LineChart } from '@airtime/design-system';
import type { EventMonth } from '@airtime/domain';

export interface CreatorMonthsChartProps {
  /** Views as an area line, earnings as money bars. */
  readonly figure: 'views' | 'earnings';
  /** useAiredMonths' rows. */
  readonly months: readonly EventMonth[];
  readonly label: string;
  readonly emptyMessage: string;
}

/** One of a creator's figures per month: views as an area line, earnings as bars. */
export function CreatorMonthsChart({
  figure,
  months,
  label,
  emptyMessage,
}: CreatorMonthsChartProps) {
  const chart = {
    label,
    data: months,
    x: 'month',
    xLabel: 'Month',
    xFormat: 'month',
    emptyMessage,
  } as const;
  return figure === 'views' ? (
    <LineChart {...chart} series={[{ key: 'views', label: 'Views' }]} showArea />
  ) : (
    <BarChart {...chart} series={[{ key: 'earnings', label: 'Earnings' }]} valueFormat="money" />
  );
}
