import type { PlanningGroup } from './planningGroups.ts';

/** Whether a campaign in `campaignGroup` shows under the planning filter `filterGroup`. */
export function matchesPlanningGroup(
  campaignGroup: PlanningGroup | null | undefined,
  filterGroup: PlanningGroup,
): boolean {
  if (campaignGroup === filterGroup) return true;
  // CM requests wait on the same IO sign-off, so the IO approval filter shows them too (spec §4).
  return filterGroup === 'io_approval' && campaignGroup === 'cm_request';
}
