import { useProcesses, useWholeList, type WholeList } from '@airtime/api-client';
import type { Process } from '@airtime/domain';
import { conversionStatusOf, PROSPECT_STAGES, type ProspectStage } from './conversion.ts';

/**
 * The creators' conversion processes whose status belongs to a Prospecting stage, by creator id.
 * The process list has no status filter, so every creator process is read and the stage kept.
 */
export function useStageProcesses(stage: ProspectStage): {
  readonly byCreator: ReadonlyMap<number, Process>;
  readonly source: WholeList<Process>;
} {
  const source = useWholeList(useProcesses({ subject_type: 'creator', per_page: 100 }));
  const statuses: readonly string[] = PROSPECT_STAGES[stage];
  const byCreator = new Map<number, Process>();
  for (const process of source.items) {
    const status = conversionStatusOf(process);
    if (status !== undefined && statuses.includes(status))
      byCreator.set(process.subject_id, process);
  }
  return { byCreator, source };
}
