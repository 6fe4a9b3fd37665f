import { Inline, text } from '@airtime/design-system';
import type { Creator, SavedViewList } from '@airtime/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../../app/paths.ts';
import { useMayWrite } from '../../../app/useMayWrite.ts';
import { CREATOR_COLUMNS } from '../../../features/creators/creatorColumns.tsx';
import { SearchFilter } from '../../../features/lists/ListFilters.tsx';
import { textFilter } from '../../../features/lists/listQueries.ts';
import { pickColumns } from '../../../features/lists/pickColumns.ts';
import { ResourceTable } from '../../../features/lists/ResourceTable.tsx';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { useShellModals } from '../../../features/modals/shellModals.ts';
import { ListViews } from '../../../features/savedViews/ListViews.tsx';
import type { ProspectStage } from './conversion.ts';
import { prospectColumns } from './prospectColumns.tsx';
import { useProspectMove } from './useProspectMove.ts';
import { MAX_IDS, STAGE_SORTS, useStageCreators } from './useStageCreators.ts';
import { useStageProcesses } from './useStageProcesses.ts';

export interface ProspectStageListProps {
  readonly stage: ProspectStage;
  /** The table's name, e.g. 'Prospects in progress'. */
  readonly label: string;
  readonly emptyTitle: string;
  readonly emptyDescription: string;
}

/**
 * The creators whose conversion process stands at one Prospecting stage: searchable, sortable
 * (by how long they have stood here too), with where each stands, its outreach, and the moves
 * its conversion offers; rows open the creator.
 */
export function ProspectStageList({
  stage,
  label,
  emptyTitle,
  emptyDescription,
}: ProspectStageListProps) {
  const navigate = useNavigate();
  const mayWrite = useMayWrite();
  const modals = useShellModals();
  const query = useListQuery({ field: 'name', direction: 'asc' });
  const { all, byCreator, source, list: processes } = useStageProcesses(stage);
  const s = textFilter(query.filters, 's');
  const views = useMemo<SavedViewList>(
    () => ({ list: `agency-prospecting-${stage}`, filters: ['s'], sorts: STAGE_SORTS }),
    [stage],
  );
  const creators = useStageCreators(
    all,
    byCreator,
    s,
    query.sort,
    // Once read, the processes stay: a failed refetch keeps the rows (and an open menu) on screen.
    source.isComplete,
  );
  const move = useProspectMove(processes);
  const { open } = modals;
  const columns = useMemo(
    () => [
      ...pickColumns(CREATOR_COLUMNS, ['name'], STAGE_SORTS),
      ...prospectColumns({
        byCreator,
        move: mayWrite ? (...args) => void move(...args) : null,
        openOutreach: (creator) => open('outreach', { creatorId: creator.id }),
      }),
      ...pickColumns(CREATOR_COLUMNS, ['channels', 'created_at'], STAGE_SORTS),
    ],
    [byCreator, mayWrite, move, open],
  );
  const list = {
    ...creators,
    // A failed refetch keeps the rows it had on screen; an error shows when there are none.
    error: creators.items.length > 0 ? undefined : (source.error ?? creators.error),
    isLoading: creators.isLoading && source.error === undefined,
    refresh: async () => {
      await Promise.all([source.refresh(), creators.refresh()]);
    },
  };
  return (
    <>
      <Inline alignY="bottom" space="md">
        <ListViews list={views} />
        <SearchFilter query={query} label="Search prospects" placeholder="Name or email" />
      </Inline>
      <ResourceTable<Creator>
        label={label}
        columns={columns}
        list={list}
        query={query}
        onOpen={(creator) => navigate(href('agency-creator', { creatorId: creator.id }))}
        emptyTitle={emptyTitle}
        emptyDescription={
          s === undefined
            ? emptyDescription
            : 'No prospect here matches the search; try other words.'
        }
        noun="prospects"
      />
      {all.size > MAX_IDS && (
        <p className={text({ tone: 'subtle' })}>
          The first {MAX_IDS} of {all.size} prospects in the pipeline are read.
        </p>
      )}
    </>
  );
}
