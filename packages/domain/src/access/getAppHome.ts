import type { AppType } from './appTypes.ts';

/** The home path of an app area, e.g. `/agency/home`. */
export function getAppHome(appType: AppType): string {
  return `/${appType}/home`;
}
