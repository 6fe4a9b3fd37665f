import { Stat } from '@airtime/design-system';
import type { EventFigures } from '@airtime/domain';
import type { ReactNode } from 'react';
import { Figures } from '../page/PageHeader.tsx';

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
    <Figures>
      <Stat label="Aired events" value={figures.aired} isLoading={isLoading} />
      {showPlanned && <Stat label="Planned events" value={figures.planned} isLoading={isLoading} />}
      <Stat label="Views" value={figures.views} compact isLoading={isLoading} />
      <Stat label="Estimated views" value={figures.estimatedViews} compact isLoading={isLoading} />
      <Stat
        label="Views vs estimate"
        value={figures.delivery}
        format="percent"
        isLoading={isLoading}
      />
      <Stat label="Spend" value={figures.spend} format="money" compact isLoading={isLoading} />
      <Stat label="CPM" value={figures.cpm} format="money" decimals={2} isLoading={isLoading} />
      {children}
    </Figures>
  );
}
