/** What every formatter shows for a missing value (null, undefined, NaN, an unparsable string). */
export const EMPTY_VALUE = '—';

/** A number, or a numeric string as APIs send decimals; anything else formats as `EMPTY_VALUE`. */
export type NumericInput = number | string | null | undefined;

/** A finite number from a `NumericInput`, or null when there is none. */
export function toFiniteNumber(value: NumericInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    const parsed = Number(trimmed);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return Number.isFinite(value) ? value : null;
}
