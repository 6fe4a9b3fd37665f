import { Stat, type StatProps } from '@airtime/design-system';
import type { EventFigures } from '@airtime/domain';
import type { ReactNode } from 'react';
import { Figures } from '../page/PageHeader.tsx';

interface FigureStat extends Pick<StatProps, 'format' | 'compact' | 'decimals'> {
  readonly label: string;
  /** The figure it shows. */
  readonly of: keyof EventFigures;
}

/** How each figure of a set of events reads, once for every page that shows it. */
const EVENT_FIGURE_STATS = {
  events: { label: 'Events', of: 'events' },
  aired: { label: 'Aired events', of: 'aired' },
  planned: { label: 'Planned events', of: 'planned' },
  views: { label: 'Views', of: 'views', compact: true },
  estimatedViews: { label: 'Estimated views', of: 'estimatedViews', compact: true },
  delivery: { label: 'Views vs estimate', of: 'delivery', format: 'percent' },
  spend: { label: 'Spend', of: 'spend', format: 'money', compact: true },
  // What a creator's aired events earned, to the dollar: the same sum seen from the creator.
  earnings: { label: 'Earnings', of: 'spend', format: 'money' },
  revenue: { label: 'Revenue', of: 'spend', format: 'money', compact: true },
  averageRate: { label: 'Average rate', of: 'averageRate', format: 'money' },
  cpm: { label: 'CPM', of: 'cpm', format: 'money', decimals: 2 },
} as const satisfies Record<string, FigureStat>;

export type EventFigureId = keyof typeof EVENT_FIGURE_STATS;

/**
 * The chosen figures of a set of events as a row of stats, in the order given; a page's own
 * figures follow as children.
 */
export function EventFigureStats({
  figures,
  show,
  isLoading,
  children,
}: {
  readonly figures: EventFigures;
  readonly show: readonly EventFigureId[];
  readonly isLoading: boolean;
  readonly children?: ReactNode;
}) {
  return (
    <Figures>
      {show.map((id) => {
        const { of, ...stat } = EVENT_FIGURE_STATS[id];
        return <Stat key={id} {...stat} value={figures[of]} isLoading={isLoading} />;
      })}
      {children}
    </Figures>
  );
}
