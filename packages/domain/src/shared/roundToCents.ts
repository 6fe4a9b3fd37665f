/** A dollar amount rounded to whole cents: 33.300000000000004 → 33.3. */
export function roundToCents(value: number): number {
  return Math.round(value * 100) / 100;
}
