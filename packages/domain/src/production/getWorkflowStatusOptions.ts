import { assertNever } from '../shared/assertNever.ts';
import {
  ANALYTICS_ACCESS_STATUS_TITLES,
  ANALYTICS_ACCESS_STATUSES,
} from './analyticsAccessStatuses.ts';
import { BRIEF_STATUS_TITLES, BRIEF_STATUSES } from './briefStatuses.ts';
import type { ProductionWorkflow } from './productionWorkflows.ts';
import {
  PRODUCT_SHIPPING_STATUS_TITLES,
  PRODUCT_SHIPPING_STATUSES,
} from './productShippingStatuses.ts';
import {
  SCRIPT_APPROVAL_STATUS_TITLES,
  SCRIPT_APPROVAL_STATUSES,
} from './scriptApprovalStatuses.ts';

/** One choice in a workflow's status picker. */
export interface WorkflowStatusOption {
  readonly status: string;
  readonly title: string;
}

function toOptions<S extends string>(
  statuses: readonly S[],
  titles: Record<S, string>,
): readonly WorkflowStatusOption[] {
  return statuses.map((status) => ({ status, title: titles[status] }));
}

/** The statuses a production workflow can be set to by hand, in order, with their titles. */
export function getWorkflowStatusOptions(
  workflow: ProductionWorkflow,
): readonly WorkflowStatusOption[] {
  switch (workflow) {
    case 'product_shipping':
      return toOptions(PRODUCT_SHIPPING_STATUSES, PRODUCT_SHIPPING_STATUS_TITLES);
    case 'brief':
      return toOptions(BRIEF_STATUSES, BRIEF_STATUS_TITLES);
    case 'analytics_access':
      return toOptions(ANALYTICS_ACCESS_STATUSES, ANALYTICS_ACCESS_STATUS_TITLES);
    case 'script_approval':
      return toOptions(SCRIPT_APPROVAL_STATUSES, SCRIPT_APPROVAL_STATUS_TITLES);
    default:
      return assertNever(workflow, 'production workflow');
  }
}
