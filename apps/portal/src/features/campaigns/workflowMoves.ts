import {
  isPlanIoStatus,
  isPlanningGroup,
  PLAN_IO_STATUS_TITLES,
  PLANNING_GROUP_TITLES,
  type PlanIoStatus,
  type PlanningGroup,
} from '@airtime/domain';

// A campaign process's workflows (the fake's: planning follows the board's group, plan the plan's
// status, io the IO's status) and what each of their transitions is called on its button. A
// transition is named after the status it moves to (spec §4); the words say what the coordinator
// did, so "Send to brand" moves the plan from Send to Brand on to Brand Approval.

/** The campaign workflows, in the order the campaign shows them, and their names. */
export const CAMPAIGN_WORKFLOWS = [
  { id: 'planning', label: 'Planning step' },
  { id: 'plan', label: 'Plan' },
  { id: 'io', label: 'IO' },
] as const;

export type CampaignWorkflow = (typeof CAMPAIGN_WORKFLOWS)[number]['id'];

const PLANNING_MOVES: Record<PlanningGroup, string> = {
  cm_request: 'Back to CM request',
  create_plan: 'Start the plan',
  send_to_brand: 'Plan ready to send',
  brand_approval: 'Send to brand',
  send_to_creator: 'Record brand approval',
  creator_approval: 'Send to creator',
  io_create: 'Record creator approval',
  io_approval: 'Mark IO sent',
  declined: 'Decline',
};

const PLAN_IO_MOVES: Record<PlanIoStatus, string> = {
  'not-started': 'Reset to not started',
  'in-progress': 'Mark in progress',
  created: 'Mark created',
  skipped: 'Skip',
  approved: 'Mark sent',
  review: 'Record negotiations',
  'creator-approved': 'Record approval',
};

/** Every label a planning move's button may have. */
export const PLANNING_MOVE_LABELS: readonly string[] = Object.values(PLANNING_MOVES);

/** What a transition's button says: `getMoveLabel('io', 'creator-approved')` is 'Record signature'. */
export function getMoveLabel(workflow: string, transition: string): string {
  if (workflow === 'planning' && isPlanningGroup(transition)) return PLANNING_MOVES[transition];
  if ((workflow === 'plan' || workflow === 'io') && isPlanIoStatus(transition)) {
    return workflow === 'io' && transition === 'creator-approved'
      ? 'Record signature'
      : PLAN_IO_MOVES[transition];
  }
  return `Move to ${transition}`;
}

/** A workflow's status as users read it: a board step, a plan or IO status, or the raw value. */
export function getWorkflowStatusTitle(workflow: string, status: string): string {
  if (workflow === 'planning')
    return isPlanningGroup(status) ? PLANNING_GROUP_TITLES[status] : 'Out of planning';
  return isPlanIoStatus(status) ? PLAN_IO_STATUS_TITLES[status] : status;
}
