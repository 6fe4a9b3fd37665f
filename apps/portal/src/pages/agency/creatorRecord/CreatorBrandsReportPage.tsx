import { useRelationships } from '@airtime/api-client';
import { BarChart } from '@airtime/design-system';
import { summarizeByBrand, summarizeEvents } from '@airtime/domain';
import { useMemo } from 'react';
import { href } from '../../../app/paths.ts';
import { CreatorReport } from '../../../areas/agency/creatorRecord/CreatorReport.tsx';
import { useCreatorEvents } from '../../../areas/agency/creatorRecord/useCreatorEvents.ts';
import {
  BrandPerformanceTable,
  type BrandRow,
} from '../../../features/reports/BrandPerformanceTable.tsx';

/** Brands in the views chart: the rest are in the table. */
const CHART_BRANDS = 10;

/** The brands the creator works with: the relationship, and its aired events' views and rates. */
export function CreatorBrandsReportPage() {
  const { creatorId, events } = useCreatorEvents();
  const relationships = useRelationships({ publisher_id: creatorId ?? 0, per_page: 100 });
  const rows = useMemo<BrandRow[]>(() => {
    const byBrand = new Map<number, BrandRow>(
      summarizeByBrand(events.items).map((row) => [row.brandId, row]),
    );
    for (const relationship of relationships.items) {
      const row = byBrand.get(relationship.brand_id) ?? {
        brandId: relationship.brand_id,
        name: relationship.brand?.name ?? `Brand ${relationship.brand_id}`,
        logo: relationship.brand?.logo ?? null,
        lastAired: null,
        ...summarizeEvents([]),
      };
      byBrand.set(relationship.brand_id, {
        ...row,
        approval: relationship.approval_status,
        isActive: relationship.is_active,
      });
    }
    return [...byBrand.values()];
  }, [events.items, relationships.items]);
  const chart = useMemo(
    () =>
      [...rows]
        .sort((a, b) => b.views - a.views)
        .slice(0, CHART_BRANDS)
        .filter((row) => row.views > 0)
        .map((row) => ({ brand: row.name, views: row.views })),
    [rows],
  );
  return (
    <CreatorReport
      title="Brands & Performance"
      description="The brands this creator works with, and how their aired events performed."
      events={events}
      also={{
        isLoading: relationships.isLoading,
        error: relationships.error,
        retry: () => void relationships.refresh(),
      }}
      what="brands"
    >
      <BarChart
        label="Views of aired events by brand"
        data={chart}
        x="brand"
        xLabel="Brand"
        series={[{ key: 'views', label: 'Views' }]}
        emptyMessage="No aired events with a brand yet."
      />
      <BrandPerformanceTable
        rows={rows}
        showRelationship
        hrefOf={(brandId) => href('agency-brand-dashboard', { brandId })}
      />
    </CreatorReport>
  );
}
