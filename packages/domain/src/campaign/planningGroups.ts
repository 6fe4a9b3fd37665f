/** The steps of the planning board a campaign moves through (spec §4), in board order. */
export const PLANNING_GROUPS = [
  'cm_request',
  'create_plan',
  'send_to_brand',
  'brand_approval',
  'send_to_creator',
  'creator_approval',
  'io_create',
  'io_approval',
  'declined',
] as const;

export type PlanningGroup = (typeof PLANNING_GROUPS)[number];

/** Column and filter titles of the planning groups. */
export const PLANNING_GROUP_TITLES: Record<PlanningGroup, string> = {
  cm_request: 'CM Request',
  create_plan: 'Create Plan',
  send_to_brand: 'Send to Brand',
  brand_approval: 'Brand Approval',
  send_to_creator: 'Send to Creator',
  creator_approval: 'Creator Approval',
  io_create: 'Create IO',
  io_approval: 'IO Approval',
  declined: 'Declined',
};

/** Whether a value is one of the known planning groups. */
export function isPlanningGroup(value: unknown): value is PlanningGroup {
  return PLANNING_GROUPS.some((group) => group === value);
}
