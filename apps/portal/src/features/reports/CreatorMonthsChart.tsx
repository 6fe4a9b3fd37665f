import { BarChart, LineChart } from '@airtime/design-system';
import type { EventMonth } from '@airtime/domain';

export interface CreatorMonthsChartProps {
  /** Views as an area line, earnings as money bars. */
  readonly figure: 'views' | 'earnings';
  /** useAiredMonths' rows. */
  readonly months: readonly EventMonth[];
  readonly label: string;
  readonly emptyMessage: string;
  /** Shows the chart's frame with a spinner in the plot's place. */
  readonly isLoading?: boolean;
}

/** One of a creator's figures per month: views as an area line, earnings as bars. */
export function CreatorMonthsChart({
  figure,
  months,
  label,
  emptyMessage,
  isLoading = false,
}: CreatorMonthsChartProps) {
  const chart = {
    label,
    data: months,
    x: 'month',
    xLabel: 'Month',
    xFormat: 'month',
    emptyMessage,
    isLoading,
  } as const;
  return figure === 'views' ? (
    <LineChart {...chart} series={[{ key: 'views', label: 'Views' }]} showArea />
  ) : (
    <BarChart {...chart} series={[{ key: 'earnings', label: 'Earnings' }]} valueFormat="money" />
  );
}
