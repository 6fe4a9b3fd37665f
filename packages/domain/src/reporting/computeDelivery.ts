/** Views as a share of their estimate (1 is on target), or null without an estimate. */
export function computeDelivery(views: number, estimatedViews: number): number | null {
  return estimatedViews > 0 ? views / estimatedViews : null;
}
