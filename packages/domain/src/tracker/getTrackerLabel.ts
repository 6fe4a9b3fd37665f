import { isTrackerType, TRACKER_TYPE_TITLES } from './trackerTypes.ts';

/** The label of a tracker type; throws on a type this app does not know (spec §5). */
export function getTrackerLabel(type: string): string {
  // A silent fallback would hide a tracker the backend added without the app learning about it.
  if (!isTrackerType(type)) throw new Error(`Unknown tracker type: ${JSON.stringify(type)}`);
  return TRACKER_TYPE_TITLES[type];
}
