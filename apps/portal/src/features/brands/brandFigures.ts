import type { BrandStats } from '@airtime/domain';

/** One of a brand's headline figures: its label, its value in the stats, and how it reads. */
export interface BrandFigure {
  readonly label: string;
  readonly value: (stats: BrandStats) => number | null | undefined;
  readonly format?: 'money';
  readonly compact?: true;
  readonly decimals?: number;
}

/**
 * A brand's headline figures (GET /api/brand/{id}/stats), in the order both apps show them: as
 * the agency's brand header's inline figures and as the brand home's figure cards.
 */
export const BRAND_FIGURES: readonly BrandFigure[] = [
  { label: 'Active campaigns', value: (stats) => stats.active_campaigns_count },
  { label: 'Creators', value: (stats) => stats.creators_count },
  { label: 'Aired events', value: (stats) => stats.aired_events_count },
  { label: 'Upcoming events', value: (stats) => stats.upcoming_events_count },
  { label: 'Total spend', value: (stats) => stats.total_spend, format: 'money', compact: true },
  { label: 'Total views', value: (stats) => stats.total_views, compact: true },
  { label: 'Average CPM', value: (stats) => stats.average_cpm, format: 'money', decimals: 2 },
];
