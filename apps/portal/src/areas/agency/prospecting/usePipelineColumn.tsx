import { useProcesses, useWholeList } from '@airtime/api-client';
import { DateText, type TableColumn, text } from '@airtime/design-system';
import type { Creator, Process } from '@airtime/domain';
import { useMemo } from 'react';
import { conversionBadge } from '../../../features/status/recordBadges.ts';
import { ConversionBadge } from '../../../features/status/StatusBadges.tsx';
import { conversionStatusOf, STAGE_TITLES, stageOf } from './conversion.ts';

/** Where a creator stands: its tab and status, or 'Not in the pipeline'. */
function standing(process: Process | undefined): string {
  const status = process === undefined ? undefined : conversionStatusOf(process);
  if (status === undefined) return 'Not in the pipeline';
  const stage = stageOf(status);
  return `${stage === undefined ? '' : `${STAGE_TITLES[stage]}: `}${conversionBadge(status).label}`;
}

/**
 * Discovery's 'Pipeline' column: for each listed creator, the tab its conversion stands on, its
 * status and since when, read with one process call for the rows shown.
 */
export function usePipelineColumn(creators: readonly Creator[]): TableColumn<Creator> {
  const ids = useMemo(() => creators.map((creator) => creator.id).slice(0, 200), [creators]);
  const processes = useWholeList(
    useProcesses(
      ids.length === 0 ? null : { subject_type: 'creator', subject_id: ids, per_page: 100 },
    ),
  );
  const byCreator = useMemo(
    () => new Map(processes.items.map((process) => [process.subject_id, process])),
    [processes.items],
  );
  return useMemo(
    () => ({
      id: 'pipeline',
      label: 'Pipeline',
      width: 230,
      value: (creator) => standing(byCreator.get(creator.id)),
      cell: (creator) => {
        const process = byCreator.get(creator.id);
        const status = process === undefined ? undefined : conversionStatusOf(process);
        if (process === undefined || status === undefined)
          return <span className={text({ size: 'sm', tone: 'subtle' })}>Not in the pipeline</span>;
        const stage = stageOf(status);
        return (
          <span className={text({ size: 'sm' })}>
            {stage === undefined ? '' : `${STAGE_TITLES[stage]} · `}
            <ConversionBadge status={status} /> since <DateText value={process.updated_at} />
          </span>
        );
      },
    }),
    [byCreator],
  );
}
