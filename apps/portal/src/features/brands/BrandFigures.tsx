import { Stat } from '@airtime/design-system';
import type { BrandStats } from '@airtime/domain';
import { Figures } from '../page/PageHeader.tsx';

/** A brand's headline figures (GET /api/brand/{id}/stats), in both apps. */
export function BrandFigures({
  stats,
  isLoading,
}: {
  /** Undefined while they load or when they could not be. */
  readonly stats: BrandStats | undefined;
  readonly isLoading: boolean;
}) {
  return (
    <Figures>
      <Stat label="Active campaigns" value={stats?.active_campaigns_count} isLoading={isLoading} />
      <Stat label="Creators" value={stats?.creators_count} isLoading={isLoading} />
      <Stat label="Aired events" value={stats?.aired_events_count} isLoading={isLoading} />
      <Stat label="Upcoming events" value={stats?.upcoming_events_count} isLoading={isLoading} />
      <Stat
        label="Total spend"
        value={stats?.total_spend}
        format="money"
        compact
        isLoading={isLoading}
      />
      <Stat label="Total views" value={stats?.total_views} compact isLoading={isLoading} />
      <Stat
        label="Average CPM"
        value={stats?.average_cpm}
        format="money"
        decimals={2}
        isLoading={isLoading}
      />
    </Figures>
  );
}
