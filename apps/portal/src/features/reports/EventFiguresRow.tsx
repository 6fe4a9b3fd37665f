import type { EventFigures } from '@airtime/domain';
import type { ReactNode } from 'react';
import { EventFigureStats } from '../events/EventFigureStats.tsx';

/** The figures of a set of events: aired and planned, views against the estimate, spend, CPM. */
export function EventFiguresRow({
  figures,
  isLoading,
  showPlanned = true,
  children,
}: {
  readonly figures: EventFigures;
  readonly isLoading: boolean;
  /** Off for reports of aired events only. */
  readonly showPlanned?: boolean;
  /** A report's own figures after these (Stat components). */
  readonly children?: ReactNode;
}) {
  return (
    <EventFigureStats
      figures={figures}
      show={[
        'aired',
        ...(showPlanned ? (['planned'] as const) : []),
        'views',
        'estimatedViews',
        'delivery',
        'spend',
        'cpm',
      ]}
      isLoading={isLoading}
    >
      {children}
    </EventFigureStats>
  );
}
