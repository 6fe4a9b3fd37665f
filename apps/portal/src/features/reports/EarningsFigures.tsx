import { Stat } from '@airtime/design-system';
import { type Event, getUpcomingBilling, summarizeEvents } from '@airtime/domain';
import { useMemo } from 'react';
import { EventFigureStats } from '../events/EventFigureStats.tsx';

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
    <EventFigureStats
      figures={totals}
      show={['earnings', 'aired', 'averageRate']}
      isLoading={isLoading}
    >
      <Stat label="To be billed" value={upcoming} format="money" isLoading={isLoading} />
    </EventFigureStats>
  );
}
