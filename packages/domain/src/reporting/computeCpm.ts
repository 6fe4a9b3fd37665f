/** Cost per thousand views, or null when nothing was viewed. */
export function computeCpm(spend: number, views: number): number | null {
  return views > 0 ? (spend / views) * 1000 : null;
}
