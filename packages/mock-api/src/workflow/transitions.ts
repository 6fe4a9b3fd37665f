import {
  getWorkflowStatusOptions,
  isPlanIoStatus,
  isPlanningGroup,
  isProductionWorkflow,
  type Process,
  type ProcessSubjectType,
  type Workflow,
} from '@airtime/domain';
import { neighbours, nextGroups } from '../seed/seedCampaigns.ts';
import { planIoMoves } from './planIoMoves.ts';

// What a workflow offers next once it stands at a status. The spec does not show the server's
// transition rules (§4); these are the seed's, so seeded and changed processes agree: a transition
// is named after the status it moves to; production workflows move one step either way along
// their status lists; a campaign's plan and io move as planIoMoves says; a campaign's planning
// moves forward one group or to declined.

/** The workflow after it moved to `status`. */
export function moveWorkflow(
  subjectType: ProcessSubjectType,
  name: string,
  current: Workflow | undefined,
  status: string,
): Workflow {
  return {
    status,
    available_transitions: availableTransitions(subjectType, name, current, status),
  };
}

function availableTransitions(
  subjectType: ProcessSubjectType,
  name: string,
  current: Workflow | undefined,
  status: string,
): string[] {
  if (subjectType === 'event_production' && isProductionWorkflow(name)) {
    return neighbours(
      getWorkflowStatusOptions(name).map((option) => option.status),
      status,
    );
  }
  if (subjectType === 'campaign' && name === 'planning') {
    return isPlanningGroup(status) ? nextGroups(status) : [];
  }
  if (subjectType === 'campaign' && (name === 'plan' || name === 'io')) {
    return isPlanIoStatus(status) ? planIoMoves(status) : [];
  }
  // Any other workflow (a creator's conversion): what it offered, plus where it was, minus where
  // it now is.
  const options = new Set(current?.available_transitions ?? []);
  if (current !== undefined) options.add(current.status);
  options.delete(status);
  return [...options];
}

/** A process with one workflow moved, stamped `at`. */
export function withWorkflow(
  process: Process,
  name: string,
  status: string,
  at: string,
): Pick<Process, 'workflows' | 'updated_at'> {
  const current = Object.hasOwn(process.workflows, name) ? process.workflows[name] : undefined;
  return {
    workflows: {
      ...process.workflows,
      [name]: moveWorkflow(process.subject_type, name, current, status),
    },
    updated_at: at,
  };
}
