import { Stat } from '@airtime/design-system';
import { type Event, getUpcomingBilling, summarizeEvents } from '@airtime/domain';
import { useMemo } from 'react';
import { Figures } from '../page/PageHeader.tsx';

/** Earnings so far, aired events, average rate and what is still to be billed. */
export function EarningsFigures({
  events,
  today,
  isLoading,
}: {
  readonly events: readonly Event[];
  readonly today: string;
  readonly isLoading: boolean;
}) {
  const totals = useMemo(() => summarizeEvents(events), [events]);
  const upcoming = useMemo(
    () => getUpcomingBilling(events, today).reduce((sum, event) => sum + (event.rate ?? 0), 0),
    [events, today],
  );
  return (
    <Figures>
      <Stat label="Earnings" value={totals.spend} format="money" isLoading={isLoading} />
      <Stat label="Aired events" value={totals.aired} isLoading={isLoading} />
      <Stat label="Average rate" value={totals.averageRate} format="money" isLoading={isLoading} />
      <Stat label="To be billed" value={upcoming} format="money" isLoading={isLoading} />
    </Figures>
  );
}
