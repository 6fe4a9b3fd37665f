import { Section } from '@airtime/design-system';
import { type Event, type GroupHead, summarizeRevenueBy } from '@airtime/domain';
import { MonthPicker } from '../../../features/months/MonthPicker.tsx';
import { formatLongMonth } from '../../../features/months/months.ts';
import { useMonthFilter } from '../../../features/months/useMonthFilter.ts';
import { TotalsBreakdown, type TotalsBreakdownProps } from './TotalsBreakdown.tsx';
import { useAiredInMonth } from './useAiredInMonth.ts';

export interface MonthRevenueProps extends Omit<TotalsBreakdownProps, 'rows' | 'source'> {
  /** The tab's heading: 'Brand Revenue'. */
  readonly title: string;
  /** The line under it, for a month in words ('November 2026'). */
  readonly describe: (month: string) => string;
  /** Whom an event's rate counts for: its brand or its creator. */
  readonly headOf: (event: Event) => GroupHead | null;
}

/** A finance tab: the rates of the sponsored events that aired in the chosen month, per brand or creator. */
export function MonthRevenue({ title, describe, headOf, ...breakdown }: MonthRevenueProps) {
  const { month, setMonth } = useMonthFilter();
  const events = useAiredInMonth(month);
  return (
    <Section
      space="lg"
      title={title}
      description={describe(formatLongMonth(month))}
      actions={<MonthPicker month={month} onChange={setMonth} />}
    >
      <TotalsBreakdown
        {...breakdown}
        rows={summarizeRevenueBy(events.items, headOf)}
        source={events}
      />
    </Section>
  );
}
