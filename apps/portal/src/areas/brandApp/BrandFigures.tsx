import { useBrandStats } from '@airtime/api-client';
import { ErrorState, Stat } from '@airtime/design-system';
import { Figures } from '../../features/page/PageHeader.tsx';

/** The brand's headline figures (GET /api/brand/{id}/stats), with their loading and error states. */
export function BrandFigures({ brandId }: { readonly brandId: number }) {
  const { data, error, isLoading, mutate } = useBrandStats(brandId);
  if (error !== undefined)
    return (
      <ErrorState
        size="sm"
        title="The brand's figures could not be loaded."
        description={error.message}
        action={{ label: 'Try again', onPress: () => void mutate() }}
      />
    );
  return (
    <Figures>
      <Stat label="Active campaigns" value={data?.active_campaigns_count} isLoading={isLoading} />
      <Stat label="Creators" value={data?.creators_count} isLoading={isLoading} />
      <Stat label="Aired events" value={data?.aired_events_count} isLoading={isLoading} />
      <Stat label="Upcoming events" value={data?.upcoming_events_count} isLoading={isLoading} />
      <Stat
        label="Total spend"
        value={data?.total_spend}
        format="money"
        compact
        isLoading={isLoading}
      />
      <Stat label="Total views" value={data?.total_views} compact isLoading={isLoading} />
      <Stat
        label="Average CPM"
        value={data?.average_cpm}
        format="money"
        decimals={2}
        isLoading={isLoading}
      />
    </Figures>
  );
}
