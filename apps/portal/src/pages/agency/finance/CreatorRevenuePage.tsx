import { useEvents, useWholeList } from '@airtime/api-client';
import { getCreatorHead, summarizeRevenueBy } from '@airtime/domain';
import { href } from '../../../app/paths.ts';
import { TotalsBreakdown } from '../../../areas/agency/finance/TotalsBreakdown.tsx';
import { MonthPicker } from '../../../features/months/MonthPicker.tsx';
import { formatLongMonth } from '../../../features/months/months.ts';
import { useMonthFilter } from '../../../features/months/useMonthFilter.ts';
import { Page } from '../../../features/page/PageHeader.tsx';
import { SectionHeader } from '../../../features/page/SectionHeader.tsx';

/**
 * Finance > Creator Revenue: what each creator's sponsored events that aired in a month earned.
 * The API has no creator share of a rate, so the amounts are the events' rates.
 */
export function CreatorRevenuePage() {
  const { month, setMonth } = useMonthFilter();
  const events = useWholeList(useEvents({ month, aired: true, sponsored: true, per_page: 100 }));
  return (
    <Page>
      <SectionHeader
        title="Creator Revenue"
        description={`Rates of the sponsored events each creator aired in ${formatLongMonth(month)}.`}
        actions={<MonthPicker month={month} onChange={setMonth} />}
      />
      <TotalsBreakdown
        label="Revenue by creator"
        nameLabel="Creator"
        noun="creators"
        rows={summarizeRevenueBy(events.items, getCreatorHead)}
        source={events}
        hrefOf={(row) => href('agency-creator', { creatorId: row.id })}
        emptyTitle="No creator aired a sponsored event this month."
        emptyDescription="Pick another month to see what creators earned."
      />
    </Page>
  );
}
