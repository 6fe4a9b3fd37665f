import {
  type CampaignListQuery,
  type EventSelection,
  preloadCampaigns,
  preloadEvents,
  preloadProductions,
} from '@airtime/api-client';
import type { RoutePreload } from '../../app/defineRoutes.ts';
import { toDay } from '../../features/months/months.ts';
import { weekStartOf } from './weeks.ts';

// What /agency/home reads, shared by its parts (AgencyHome.tsx) and its route's preload, so the
// preloaded answers are the very ones the parts ask for.

/** Rows of home's short lists. */
export const HOME_PAGE_SIZE = 10;

/** The week home shows: the one holding `now`. */
export function homeWeek(now: Date): string {
  return weekStartOf(toDay(now)) ?? toDay(now);
}

/** The figure of campaigns needing attention: only the total counts. */
export const ATTENTION_COUNT_QUERY = { needs_attention: true, per_page: 1 } as const;

/** The list of campaigns needing attention, most pressing first. */
export const ATTENTION_LIST_QUERY: CampaignListQuery = {
  needs_attention: true,
  sort: 'priority',
  per_page: HOME_PAGE_SIZE,
};

/** The figure of productions in work this week: only the total counts. */
export function inWorkCountSelection(week: string) {
  return { week, in_work: true, per_page: 1 } as const;
}

/** The week's sponsored airings, by date. */
export function weekAiringsSelection(week: string): EventSelection {
  return { week, sponsored: true, sort: 'date', per_page: HOME_PAGE_SIZE };
}

/** /agency/home's route preload: its figures and both lists. */
export const preloadAgencyHome: RoutePreload = ({ client }) => {
  const week = homeWeek(new Date());
  void preloadCampaigns(client, ATTENTION_COUNT_QUERY);
  void preloadCampaigns(client, ATTENTION_LIST_QUERY);
  void preloadProductions(client, inWorkCountSelection(week));
  void preloadEvents(client, weekAiringsSelection(week));
};
