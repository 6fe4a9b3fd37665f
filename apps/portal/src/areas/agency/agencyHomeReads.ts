import {
  type CampaignListQuery,
  type EventSelection,
  type HttpClient,
  type InvoiceListQuery,
  type PayoutListQuery,
  type ProductionSelection,
  preloadCampaigns,
  preloadEvents,
  preloadInvoices,
  preloadPayouts,
  preloadProductions,
  preloadThreads,
  type ThreadsQuery,
} from '@airtime/api-client';
import type { EventProductionStatus } from '@airtime/domain';
import type { RoutePreload } from '../../app/defineRoutes.ts';
import {
  getHomeLayout,
  type HomeFigure,
  type HomeSection,
} from '../../features/home/homeSections.ts';
import { WORK_ROWS } from '../../features/home/workRows.ts';
import { toDay, toMonth } from '../../features/months/months.ts';
import { shiftWeek, weekStartOf } from './weeks.ts';

// What /agency/home reads, shared by its parts (AgencyHome*.tsx) and its route's preload, so the
// preloaded answers are the very ones the parts ask for. Each list asks for the few rows it shows
// and reads the server's total for its count.

/** The week home shows: the one holding `now`. */
export function homeWeek(now: Date): string {
  return weekStartOf(toDay(now)) ?? toDay(now);
}

/** The month home's revenue figure adds up: the one holding `now`. */
export function homeMonth(now: Date): string {
  return toMonth(now);
}

/** The weeks of the airings trend, oldest first, ending with home's week. */
export const TREND_WEEKS = 6;

/** Plans new or stuck in a step (domain needsAttention), most pressing first. */
export const ATTENTION_LIST_QUERY: CampaignListQuery = {
  needs_attention: true,
  sort: 'priority',
  per_page: WORK_ROWS,
};

/** How many of the plans needing attention are urgent: only the total counts. */
export const URGENT_ATTENTION_COUNT: CampaignListQuery = {
  needs_attention: true,
  priority: 'urgent',
  per_page: 1,
};

/** How many productions are past due: only the total counts. */
export const PAST_DUE_COUNT: ProductionSelection = { status: 'past-due', per_page: 1 };

/** Productions past their day or moving to another, any week, by day. */
export const PAST_DUE_OR_MOVING: ProductionSelection = {
  status: ['past-due', 'moving'],
  sort: 'date',
  per_page: WORK_ROWS,
};

/** What someone still works on: not aired, not cancelled. */
const OPEN_STATUSES: readonly EventProductionStatus[] = [
  'planning',
  'placeholder',
  'new',
  'in-progress',
  'moving',
  'back-to-tcp',
  'past-due',
];

/** The user's open productions as owner or as backup, by day. */
export function assignmentsSelection(userId: number, as: 'owner' | 'backup'): ProductionSelection {
  return {
    [as === 'owner' ? 'owner_id' : 'backup_id']: userId,
    status: OPEN_STATUSES,
    sort: 'date',
    per_page: WORK_ROWS,
  };
}

/** A week's sponsored airings, by date. */
export function weekAiringsSelection(week: string): EventSelection {
  return { week, sponsored: true, sort: 'date', per_page: WORK_ROWS };
}

/** A week's count of sponsored airings: only the total counts. */
export function weekAiringsCount(week: string): EventSelection {
  return { week, sponsored: true, per_page: 1 };
}

/** The weeks of the airings trend, oldest first. */
export function trendWeeks(week: string): string[] {
  return Array.from({ length: TREND_WEEKS }, (_, index) =>
    shiftWeek(week, index - TREND_WEEKS + 1),
  );
}

/** The month's sponsored events aired (its revenue) or still to air (its forecast). */
export function monthEvents(month: string, aired: boolean) {
  return { month, aired, sponsored: true } as const;
}

/** Unread conversations, newest first. */
export const UNREAD_THREADS: ThreadsQuery = { unread: true, per_page: WORK_ROWS };

/** Campaigns whose IO waits for review (the header's IOs count), latest first. */
export const IOS_TO_HANDLE: CampaignListQuery = {
  io_status: 'review',
  sort: '-updated_at',
  per_page: WORK_ROWS,
};

/** Brand invoices sent or overdue, the longest due first. */
export const INVOICES_DUE: InvoiceListQuery = {
  status: ['overdue', 'sent'],
  sort: 'due_on',
  per_page: WORK_ROWS,
};

/** Creator payouts failed or not sent yet, the oldest period first. */
export const PAYOUTS_LATE: PayoutListQuery = {
  status: ['failed', 'pending', 'scheduled'],
  sort: 'period_start',
  per_page: WORK_ROWS,
};

/** How many invoices are overdue: only the total counts. */
export const OVERDUE_INVOICES_COUNT: InvoiceListQuery = { status: 'overdue', per_page: 1 };

/** How many payouts failed: only the total counts. */
export const FAILED_PAYOUTS_COUNT: PayoutListQuery = { status: 'failed', per_page: 1 };

interface HomeReadsContext {
  readonly client: HttpClient;
  readonly week: string;
  readonly userId: number;
}

/** What each of home's lists reads (AgencyHomeSections.tsx, AgencyHomeFollowUps.tsx). */
const SECTION_READS: Record<HomeSection, (context: HomeReadsContext) => void> = {
  plans: ({ client }) => void preloadCampaigns(client, ATTENTION_LIST_QUERY),
  productions: ({ client }) => void preloadProductions(client, PAST_DUE_OR_MOVING),
  airings: ({ client, week }) => void preloadEvents(client, weekAiringsSelection(week)),
  assignments: ({ client, userId }) => {
    void preloadProductions(client, assignmentsSelection(userId, 'owner'));
    void preloadProductions(client, assignmentsSelection(userId, 'backup'));
  },
  conversations: ({ client }) => void preloadThreads(client, UNREAD_THREADS),
  ios: ({ client }) => void preloadCampaigns(client, IOS_TO_HANDLE),
  invoices: ({ client }) => void preloadInvoices(client, INVOICES_DUE),
  payouts: ({ client }) => void preloadPayouts(client, PAYOUTS_LATE),
};

/**
 * What a figure reads beyond its list's total (the list's own read, as its section asks it): a
 * count that says more. The revenue's month of events waits for the lists (RevenueFigure says why).
 */
const FIGURE_COUNTS: Partial<Record<HomeFigure, (context: HomeReadsContext) => void>> = {
  plans: ({ client }) => void preloadCampaigns(client, URGENT_ATTENTION_COUNT),
  productions: ({ client }) => void preloadProductions(client, PAST_DUE_COUNT),
  airings: ({ client, week }) => {
    for (const start of trendWeeks(week).slice(0, -1))
      void preloadEvents(client, weekAiringsCount(start));
  },
  invoices: ({ client }) => void preloadInvoices(client, OVERDUE_INVOICES_COUNT),
  payouts: ({ client }) => void preloadPayouts(client, FAILED_PAYOUTS_COUNT),
};

/** A figure that is the total of one of home's lists (all but the revenue). */
const isListFigure = (figure: HomeFigure): figure is Exclude<HomeFigure, 'revenue'> =>
  figure !== 'revenue';

/**
 * /agency/home's route preload: every list and figure the user's home shows (getHomeLayout), the
 * lists first, so that the page renders with its data rather than asking once it has mounted.
 */
export const preloadAgencyHome: RoutePreload = ({ client, session }) => {
  const profile = session.getState().profile;
  if (profile === null) return;
  const layout = getHomeLayout(profile);
  const context: HomeReadsContext = { client, week: homeWeek(new Date()), userId: profile.id };
  // The lists first, each once, whether shown below or only counted by a figure.
  const lists = new Set<HomeSection>([...layout.sections, ...layout.figures.filter(isListFigure)]);
  for (const list of lists) SECTION_READS[list](context);
  for (const figure of layout.figures) FIGURE_COUNTS[figure]?.(context);
};
