import {
  type BrandEventFilters,
  preloadBrandEvents,
  preloadBrandStats,
  preloadRelationships,
  preloadSelection,
  type RelationshipListQuery,
  useBrandEvents,
  useRelationships,
} from '@airtime/api-client';
import type { RoutePreload } from '../../app/defineRoutes.ts';
import { preloadRecordConversation } from '../../features/inbox/preloadRecordConversation.ts';
import { toMonth } from '../../features/months/months.ts';

// What the brand app's Dashboard reads for a brand, shared by its cards (DashboardCards.tsx) and
// its route's preload, so the preloaded answers are the very ones the cards ask for.

/** This month's events of the brand, soonest first. */
export function monthEventsFilters(brandId: number): BrandEventFilters {
  return { brand_id: [brandId], sort: 'date', per_page: 10 };
}

/** The brand's latest decisions on creators. */
export function recentDecisionsQuery(brandId: number): RelationshipListQuery {
  return { brand_id: brandId, sort: '-updated_at', per_page: 6 };
}

/** This month's events of the brand, for MonthEventsCard. */
export function useMonthEvents(brandId: number, month: string) {
  return useBrandEvents({ month }, monthEventsFilters(brandId));
}

/** The brand's latest decisions on creators, for RecentDecisionsCard. */
export function useRecentDecisions(brandId: number) {
  return useRelationships(recentDecisionsQuery(brandId));
}

/**
 * /brand/home's route preload: the brands to choose from (the choice made as they come) and, for
 * the brand the app will most likely show, its figures, cards and conversation, all at once.
 */
export const preloadBrandHome: RoutePreload = ({ client, session }) => {
  const brandId = preloadSelection(session, 'brand');
  if (brandId === null) return;
  void preloadBrandStats(client, brandId);
  void preloadBrandEvents(client, { month: toMonth(new Date()) }, monthEventsFilters(brandId));
  void preloadRelationships(client, recentDecisionsQuery(brandId));
  preloadRecordConversation(client, 'brand', brandId, 'brand');
};
