/** Return on ad spend: revenue per dollar spent, or null before any spend. */
export function computeRoas(revenue: number, spend: number): number | null {
  return spend > 0 ? revenue / spend : null;
}
