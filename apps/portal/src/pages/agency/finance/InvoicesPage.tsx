import { useEvents, useWholeList } from '@airtime/api-client';
import { Section, Stat } from '@airtime/design-system';
import { getInvoiceLines } from '@airtime/domain';
import { InvoiceTable } from '../../../areas/agency/finance/InvoiceTable.tsx';
import { MonthPicker } from '../../../features/months/MonthPicker.tsx';
import { formatLongMonth, monthRange, shiftMonth } from '../../../features/months/months.ts';
import { useMonthFilter } from '../../../features/months/useMonthFilter.ts';
import { Figures } from '../../../features/page/PageHeader.tsx';

/** Months before the billing month whose airings are read: billing falls 30 days after airing. */
const AIRED_MONTHS_BEFORE = 3;

/**
 * Finance > Brand Invoicing: per brand, the aired events billed in a month and their amount.
 * The fake backend has no invoice routes (the domain's Invoice type waits for them), so the
 * invoices are derived from the events' billing days and rates.
 */
export function InvoicesPage() {
  const { month, setMonth } = useMonthFilter();
  // The event list filters by airing day, not billing day: read the months before, keep the billed.
  const range = {
    start: monthRange(shiftMonth(month, -AIRED_MONTHS_BEFORE)).start,
    end: monthRange(month).end,
  };
  const events = useWholeList(useEvents({ range, aired: true, sponsored: true, per_page: 100 }));
  const lines = getInvoiceLines(events.items, month);
  const amount = lines.reduce((sum, line) => sum + line.amount, 0);
  const count = lines.reduce((sum, line) => sum + line.events, 0);
  return (
    <Section
      space="lg"
      title="Brand Invoicing"
      description={`What each brand is billed for the events whose billing day falls in ${formatLongMonth(month)}.`}
      actions={<MonthPicker month={month} onChange={setMonth} label="Billing month" />}
    >
      <Figures>
        <Stat
          label="To invoice"
          value={amount}
          format="money"
          compact
          isLoading={events.isLoading}
        />
        <Stat label="Invoices" value={lines.length} isLoading={events.isLoading} />
        <Stat label="Billable events" value={count} isLoading={events.isLoading} />
      </Figures>
      <InvoiceTable lines={lines} source={events} />
    </Section>
  );
}
