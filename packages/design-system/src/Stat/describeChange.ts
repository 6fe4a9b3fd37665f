import { EMPTY_VALUE } from '../format/empty.ts';
import { formatPercent } from '../format/formatPercent.ts';

export type ChangeDirection = 'up' | 'down' | 'flat';

export interface DescribedChange {
  /** Up, down, or flat once rounded to what is shown: +0.04% with no decimals is flat. */
  direction: ChangeDirection;
  /** The size of the change as shown, without a sign (the arrow carries it): `12.4%`. */
  shown: string;
  /** The change in words for screen readers: `Up 12.4%`, `Down 3%`, `No change`. */
  spoken: string;
}

/**
 * A change given as a ratio (0.124 is +12.4%), described for display and for screen readers.
 * Null when there is no change to show (no previous value).
 */
export function describeChange(
  change: number | null | undefined,
  decimals = 1,
): DescribedChange | null {
  if (change === null || change === undefined || !Number.isFinite(change)) return null;
  const shown = formatPercent(Math.abs(change), { decimals });
  // The direction follows the rounded figure, so "0.0%" never comes with an arrow.
  const zero = formatPercent(0, { decimals });
  if (shown === zero || shown === EMPTY_VALUE) {
    return { direction: 'flat', shown: zero, spoken: 'No change' };
  }
  return change > 0
    ? { direction: 'up', shown, spoken: `Up ${shown}` }
    : { direction: 'down', shown, spoken: `Down ${shown}` };
}
