/** The three app areas; the first path segment of every signed-in route. */
export const APP_TYPES = ['agency', 'brand', 'creator'] as const;
export type AppType = (typeof APP_TYPES)[number];

/** Whether a value (a route parameter, say) is one of the app types. */
export function isAppType(value: unknown): value is AppType {
  return APP_TYPES.some((appType) => appType === value);
}
