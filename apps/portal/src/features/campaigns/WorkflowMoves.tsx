import { Button, Inline, text } from '@airtime/design-system';
import type { Process } from '@airtime/domain';
import { useId } from 'react';
import { useWorkflowMove } from './useWorkflowMove.ts';
import { getMoveLabel, getWorkflowStatusTitle } from './workflowMoves.ts';

export interface WorkflowMovesProps {
  readonly process: Process;
  readonly workflow: string;
  /** The workflow's name, which labels the group of its moves: 'Planning step'. */
  readonly label: string;
  /** Whether to show where the workflow stands before its moves. */
  readonly showStatus?: boolean;
  /** Without write rights the workflow shows where it stands and offers nothing. */
  readonly mayWrite: boolean;
  /** After a move went through: what else the move changed can be read again. */
  readonly onMoved?: (() => void) | undefined;
}

/**
 * The moves a process workflow offers now (its available_transitions, and nothing else), one
 * button each, applied through apply-workflow-transition; the answer replaces the process and
 * merges into the campaign wherever they are cached. A refusal says why in a toast with Retry.
 */
export function WorkflowMoves({
  process,
  workflow,
  label,
  showStatus = true,
  mayWrite,
  onMoved,
}: WorkflowMovesProps) {
  const labelId = useId();
  const { pending, move } = useWorkflowMove(label, onMoved);
  const state = process.workflows[workflow];
  if (state === undefined) return null;
  const moves = mayWrite ? state.available_transitions : [];

  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons named by its workflow, not a form's fieldset.
    <div role="group" aria-labelledby={labelId}>
      <Inline space="sm" alignY="center">
        <span id={labelId} className={text({ size: 'sm', weight: 'medium' })}>
          {showStatus ? `${label}: ${getWorkflowStatusTitle(workflow, state.status)}` : label}
        </span>
        {mayWrite && moves.length === 0 && (
          <span className={text({ size: 'sm', tone: 'subtle' })}>No moves from here.</span>
        )}
        {moves.map((transition) => (
          <Button
            key={transition}
            size="sm"
            variant={transition === 'declined' ? 'ghost' : 'secondary'}
            isPending={pending === transition}
            isDisabled={pending !== null && pending !== transition}
            pendingLabel="Moving"
            onPress={() => void move(process, workflow, transition)}
          >
            {getMoveLabel(workflow, transition)}
          </Button>
        ))}
      </Inline>
    </div>
  );
}
