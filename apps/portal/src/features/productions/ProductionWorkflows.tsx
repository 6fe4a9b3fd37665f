import {
  type ProductionWorkflowStatusChange,
  useApplyTransition,
  useSetProductionWorkflowStatus,
} from '@airtime/api-client';
import { Button, Inline, Select, SelectItem, Stack, text } from '@airtime/design-system';
import {
  type EventProduction,
  getWorkflowStatusOptions,
  PRODUCTION_WORKFLOW_TITLES,
  PRODUCTION_WORKFLOWS,
  type Process,
  type ProductionWorkflow,
} from '@airtime/domain';
import type { KeyedMutator } from 'swr';
import { workflowStatusBadge } from '../status/productionBadges.ts';
import { WorkflowStatusBadge } from '../status/StatusBadges.tsx';
import { toastWriteFailure } from '../writes/toastWriteFailure.ts';
import * as styles from './productionModal.css.ts';

export interface ProductionWorkflowsProps {
  readonly production: EventProduction;
  /** The cached production, changed at once by a manual status change. */
  readonly mutate: KeyedMutator<EventProduction>;
  readonly mayWrite: boolean;
}

/** The production's process with one workflow's status set by hand, before the server answers. */
function withStatus(process: Process, workflow: string, status: string): Process {
  // What it offers next is the server's to say: nothing is offered until it answers.
  const workflows = { ...process.workflows, [workflow]: { status, available_transitions: [] } };
  return { ...process, workflows };
}

/**
 * The production's workflows (spec §4): where each stands, a manual status change, and exactly
 * the transitions its process offers (`available_transitions`).
 */
export function ProductionWorkflows({ production, mutate, mayWrite }: ProductionWorkflowsProps) {
  const setStatus = useSetProductionWorkflowStatus();
  const apply = useApplyTransition();
  const { process } = production;
  if (process === undefined)
    return <p className={text({ tone: 'subtle' })}>This production has no process yet.</p>;

  async function changeStatus(change: ProductionWorkflowStatusChange) {
    const current = process;
    if (current === undefined) return;
    const title = PRODUCTION_WORKFLOW_TITLES[change.workflow];
    await mutate(
      (cached) =>
        cached === undefined
          ? cached
          : { ...cached, process: withStatus(current, change.workflow, change.status) },
      { revalidate: false },
    );
    try {
      await setStatus.trigger(change);
    } catch (error) {
      void mutate();
      toastWriteFailure(`set the ${title} status`, error, () => void changeStatus(change));
    }
  }

  async function move(workflow: ProductionWorkflow, transition: string) {
    if (process === undefined) return;
    try {
      await apply.trigger({ process, workflow, transition });
    } catch (error) {
      toastWriteFailure(
        `move ${PRODUCTION_WORKFLOW_TITLES[workflow]} to ${workflowStatusBadge(workflow, transition).label}`,
        error,
        () => void move(workflow, transition),
      );
    }
  }

  return (
    <ul className={styles.workflows}>
      {PRODUCTION_WORKFLOWS.map((workflow) => {
        const state = process.workflows[workflow];
        if (state === undefined) return null;
        const title = PRODUCTION_WORKFLOW_TITLES[workflow];
        return (
          <li key={workflow} className={styles.workflow}>
            <Stack space="sm">
              <Inline space="sm" alignY="center">
                <h4 className={text({ weight: 'semibold' })}>{title}</h4>
                <WorkflowStatusBadge workflow={workflow} status={state.status} />
              </Inline>
              {mayWrite && (
                <Inline space="sm" alignY="bottom" wrap>
                  <Select
                    label={`${title} status`}
                    size="sm"
                    value={state.status}
                    items={getWorkflowStatusOptions(workflow).map((option) => ({
                      id: option.status,
                      label: option.title,
                    }))}
                    onChange={(key) => {
                      if (typeof key === 'string' && key !== state.status)
                        void changeStatus({
                          id: production.id,
                          workflow,
                          status: key,
                        } as ProductionWorkflowStatusChange);
                    }}
                  >
                    {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
                  </Select>
                  {state.available_transitions.map((transition) => (
                    <Button
                      key={transition}
                      size="sm"
                      onPress={() => void move(workflow, transition)}
                      // Not isPending: a pending button announces its own label, and this one is
                      // gone once the move lands (a dangling announcement for screen readers).
                      isDisabled={apply.isMutating}
                    >
                      {`Move ${title} to ${workflowStatusBadge(workflow, transition).label}`}
                    </Button>
                  ))}
                </Inline>
              )}
            </Stack>
          </li>
        );
      })}
    </ul>
  );
}
