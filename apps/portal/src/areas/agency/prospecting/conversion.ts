import type { Process } from '@airtime/domain';
import { type ConversionStatus, conversionBadge } from '../../../features/status/recordBadges.ts';

// A prospect's conversion is a creator process with one workflow, 'conversion' (the fake's seed
// and transitions): not-started, requested, to-reconnect, complete. The Prospecting tabs are
// stages of it, so each tab is a honest filter over data the API has.

/** Where a prospect's conversion stands, or undefined when the process has no conversion workflow. */
export function conversionStatusOf(process: Process): string | undefined {
  return Object.hasOwn(process.workflows, 'conversion')
    ? process.workflows.conversion?.status
    : undefined;
}

/**
 * The Prospecting tabs over the conversion process:
 * - In Progress: outreach queued or under way (not-started, requested);
 * - Watchlist: prospects to get back to later (to-reconnect);
 * - Archive: prospects whose conversion process ended (complete).
 */
export const PROSPECT_STAGES = {
  inProgress: ['not-started', 'requested'],
  watchlist: ['to-reconnect'],
  archive: ['complete'],
} as const satisfies Record<string, readonly ConversionStatus[]>;

export type ProspectStage = keyof typeof PROSPECT_STAGES;

/** The tabs' titles, as the Prospecting menu names them. */
export const STAGE_TITLES: Record<ProspectStage, string> = {
  inProgress: 'In Progress',
  watchlist: 'Watchlist',
  archive: 'Archive',
};

/** The tab a conversion status shows in, or undefined for a status of no tab. */
export function stageOf(status: string): ProspectStage | undefined {
  return (Object.keys(PROSPECT_STAGES) as ProspectStage[]).find((stage) =>
    (PROSPECT_STAGES[stage] as readonly string[]).includes(status),
  );
}

/**
 * What a conversion move says: the tab it takes the prospect to ('Move to Watchlist'), or, for a
 * move within the tab, the status it marks ('Mark requested').
 */
export function conversionMoveLabel(from: string, transition: string): string {
  const to = stageOf(transition);
  if (to === undefined) return `Move to ${conversionBadge(transition).label}`;
  return to === stageOf(from)
    ? `Mark ${conversionBadge(transition).label.toLowerCase()}`
    : `Move to ${STAGE_TITLES[to]}`;
}
