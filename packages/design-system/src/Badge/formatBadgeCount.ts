import { formatNumber } from '../format/formatNumber.ts';

/**
 * What a count badge shows: the count, `99+` above `max`, or null when there is nothing to show
 * (zero unless `showZero`, negative or not a number).
 */
export function formatBadgeCount(count: number, max = 99, showZero = false): string | null {
  if (!Number.isFinite(count) || count < 0) return null;
  const whole = Math.floor(count);
  if (whole === 0 && !showZero) return null;
  if (whole > max) return `${formatNumber(max)}+`;
  return formatNumber(whole);
}
