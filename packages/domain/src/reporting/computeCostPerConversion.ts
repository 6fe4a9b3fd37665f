/** Spend per conversion, or null before any conversion. */
export function computeCostPerConversion(spend: number, conversions: number): number | null {
  return conversions > 0 ? spend / conversions : null;
}
