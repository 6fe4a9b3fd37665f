import { useEvents, useWholeList } from '@airtime/api-client';
import { getBrandHead, summarizeRevenueBy } from '@airtime/domain';
import { href } from '../../../app/paths.ts';
import { TotalsBreakdown } from '../../../areas/agency/finance/TotalsBreakdown.tsx';
import { MonthPicker } from '../../../features/months/MonthPicker.tsx';
import { formatLongMonth } from '../../../features/months/months.ts';
import { useMonthFilter } from '../../../features/months/useMonthFilter.ts';
import { Page } from '../../../features/page/PageHeader.tsx';
import { SectionHeader } from '../../../features/page/SectionHeader.tsx';

/** Finance > Brand Revenue: the rates of the events that aired in a month, per brand. */
export function BrandRevenuePage() {
  const { month, setMonth } = useMonthFilter();
  const events = useWholeList(useEvents({ month, aired: true, sponsored: true, per_page: 100 }));
  return (
    <Page>
      <SectionHeader
        title="Brand Revenue"
        description={`Rates of the sponsored events that aired in ${formatLongMonth(month)}, per brand.`}
        actions={<MonthPicker month={month} onChange={setMonth} />}
      />
      <TotalsBreakdown
        label="Revenue by brand"
        nameLabel="Brand"
        noun="brands"
        rows={summarizeRevenueBy(events.items, getBrandHead)}
        source={events}
        hrefOf={(row) => href('agency-brand-dashboard', { brandId: row.id })}
        emptyTitle="No sponsored event aired this month."
        emptyDescription="Pick another month to see what brands paid."
      />
    </Page>
  );
}
