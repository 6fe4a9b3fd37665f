import type { Process } from '@airtime/domain';
import type { ConversionStatus } from '../../../features/status/statusBadges.ts';

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
