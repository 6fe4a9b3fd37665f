import { type InfiniteList, useProcesses, useWholeList, type WholeList } from '@airtime/api-client';
import type { Process } from '@airtime/domain';
import { useMemo } from 'react';
import { conversionStatusOf, PROSPECT_STAGES, type ProspectStage } from './conversion.ts';

/**
 * The creators' conversion processes: all of them by creator id (`all`), and those whose status
 * belongs to a Prospecting stage (`byCreator`). The process list has no status filter, so every
 * creator process is read and the stage kept; `list` takes optimistic moves.
 */
export function useStageProcesses(stage: ProspectStage): {
  readonly all: ReadonlyMap<number, Process>;
  readonly byCreator: ReadonlyMap<number, Process>;
  readonly source: WholeList<Process>;
  readonly list: InfiniteList<Process>;
} {
  const list = useProcesses({ subject_type: 'creator', per_page: 100 });
  const source = useWholeList(list);
  // Kept while the processes are the same, so the table's cells (and an open menu) stay mounted.
  const { all, byCreator } = useMemo(() => {
    const statuses: readonly string[] = PROSPECT_STAGES[stage];
    const all = new Map<number, Process>();
    const byCreator = new Map<number, Process>();
    for (const process of source.items) {
      const status = conversionStatusOf(process);
      if (status === undefined) continue;
      all.set(process.subject_id, process);
      if (statuses.includes(status)) byCreator.set(process.subject_id, process);
    }
    return { all, byCreator };
  }, [source.items, stage]);
  return { all, byCreator, source, list };
}
