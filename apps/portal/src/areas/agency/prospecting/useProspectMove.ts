import { type InfiniteList, replaceRecord, useApplyTransition } from '@airtime/api-client';
import { toast } from '@airtime/design-system';
import type { Creator, Process } from '@airtime/domain';
import { useCallback } from 'react';
import { toastWriteFailure } from '../../../features/writes/toastWriteFailure.ts';
import { conversionMoveLabel, conversionStatusOf, STAGE_TITLES, stageOf } from './conversion.ts';

/**
 * Moves a prospect's conversion along one of its offered transitions (apply-workflow-transition,
 * refused before any call when not offered): at once in the process list, so the row leaves its
 * tab; rolled back with a toast and Retry when the server says no.
 */
export function useProspectMove(processes: InfiniteList<Process>) {
  const { trigger } = useApplyTransition();
  const { mutate } = processes;
  return useCallback(
    async function move(creator: Creator, process: Process, transition: string) {
      const from = conversionStatusOf(process) ?? '';
      const label = conversionMoveLabel(from, transition);
      await put(mutate, {
        ...process,
        workflows: {
          ...process.workflows,
          conversion: { status: transition, available_transitions: [] },
        },
        updated_at: new Date().toISOString(),
      });
      try {
        await trigger({ process, workflow: 'conversion', transition });
        const to = stageOf(transition);
        toast.success(`${creator.name}: ${label.toLowerCase()}.`, {
          ...(to === undefined ? {} : { description: `Now on ${STAGE_TITLES[to]}.` }),
        });
      } catch (error) {
        await put(mutate, process);
        toastWriteFailure(
          `${label.toLowerCase()} (${creator.name})`,
          error,
          () => void move(creator, process, transition),
        );
      }
    },
    [trigger, mutate],
  );
}

function put(mutate: InfiniteList<Process>['mutate'], row: Process) {
  return mutate((pages) => replaceRecord(pages, row) as typeof pages, { revalidate: false });
}
