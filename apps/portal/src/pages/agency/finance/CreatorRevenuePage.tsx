import { getCreatorHead } from '@airtime/domain';
import { href } from '../../../app/paths.ts';
import { MonthRevenue } from '../../../areas/agency/finance/MonthRevenue.tsx';

/**
 * Finance > Creator Revenue: what each creator's sponsored events that aired in a month earned.
 * The API has no creator share of a rate, so the amounts are the events' rates.
 */
export function CreatorRevenuePage() {
  return (
    <MonthRevenue
      title="Creator Revenue"
      describe={(month) => `Rates of the sponsored events each creator aired in ${month}.`}
      headOf={getCreatorHead}
      label="Revenue by creator"
      nameLabel="Creator"
      noun="creators"
      hrefOf={(row) => href('agency-creator', { creatorId: row.id })}
      emptyTitle="No creator aired a sponsored event this month."
      emptyDescription="Pick another month to see what creators earned."
    />
  );
}
