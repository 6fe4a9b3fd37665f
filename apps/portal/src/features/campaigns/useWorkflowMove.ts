import { useApplyTransition } from '@airtime/api-client';
import type { Process } from '@airtime/domain';
import { useState } from 'react';
import { toastWriteFailure } from '../writes/toastWriteFailure.ts';
import { getMoveLabel } from './workflowMoves.ts';

/**
 * A move along a process workflow through apply-workflow-transition (its available_transitions
 * only): the answer replaces the process and merges into the campaign wherever they are cached;
 * a refusal says why in a toast with Retry. `label` names the workflow in that toast ('Planning
 * step'). The campaign's buttons and the command palette both move with it.
 */
export function useWorkflowMove(label: string, onMoved?: () => void) {
  const apply = useApplyTransition();
  const [pending, setPending] = useState<string | null>(null);

  async function move(process: Process, workflow: string, transition: string): Promise<void> {
    setPending(transition);
    try {
      await apply.trigger({ process, workflow, transition });
      onMoved?.();
    } catch (error) {
      toastWriteFailure(
        `${getMoveLabel(workflow, transition).toLowerCase()} (${label.toLowerCase()})`,
        error,
        () => void move(process, workflow, transition),
      );
    } finally {
      setPending(null);
    }
  }

  return { pending, move } as const;
}
