import type { StatusBadgeProps } from '@airtime/design-system';
import type { Process } from '@airtime/domain';

// A prospect's conversion is a creator process with one workflow, 'conversion' (the fake's seed
// and transitions): not-started, requested, to-reconnect, complete. The Prospecting tabs are
// stages of it, so each tab is a honest filter over data the API has.

/** The conversion workflow's statuses, in order. */
export const CONVERSION_STATUSES = [
  'not-started',
  'requested',
  'to-reconnect',
  'complete',
] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

type Tone = NonNullable<StatusBadgeProps['tone']>;

const CONVERSION_BADGES: Record<ConversionStatus, { readonly label: string; readonly tone: Tone }> =
  {
    'not-started': { label: 'Not started', tone: 'neutral' },
    requested: { label: 'Requested', tone: 'info' },
    'to-reconnect': { label: 'To reconnect', tone: 'warning' },
    complete: { label: 'Complete', tone: 'positive' },
  };

/** The badge of a conversion status; an unknown one shows as written, in neutral. */
export function conversionBadge(status: string): { readonly label: string; readonly tone: Tone } {
  return (
    CONVERSION_BADGES[status as ConversionStatus] ?? { label: status, tone: 'neutral' as const }
  );
}

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
