import { type CreatorSortField, type InfiniteList, useInfiniteList } from '@airtime/api-client';
import { listCreators } from '@airtime/api-client/calls';
import { DateText, Inline, type TableColumn, text } from '@airtime/design-system';
import type { Creator } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../../app/paths.ts';
import { CREATOR_COLUMNS } from '../../../features/creators/creatorColumns.tsx';
import { SearchFilter } from '../../../features/lists/ListFilters.tsx';
import { sortParam, textFilter } from '../../../features/lists/listQueries.ts';
import { pickColumns } from '../../../features/lists/pickColumns.ts';
import { ResourceTable } from '../../../features/lists/ResourceTable.tsx';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { ConversionBadge } from '../../../features/status/StatusBadges.tsx';
import { conversionBadge } from '../../../features/status/statusBadges.ts';
import { conversionStatusOf, type ProspectStage } from './conversion.ts';
import { useStageProcesses } from './useStageProcesses.ts';

/** The creator list takes at most this many ids. */
const MAX_IDS = 200;

const SORTS: readonly CreatorSortField[] = ['name', 'created_at'];

export interface ProspectStageListProps {
  readonly stage: ProspectStage;
  /** The table's name, e.g. 'Prospects in progress'. */
  readonly label: string;
  readonly emptyTitle: string;
  readonly emptyDescription: string;
}

/**
 * The creators whose conversion process stands at one Prospecting stage: searchable and sorted on
 * the server, with the conversion status and when it last moved; rows open the creator.
 */
export function ProspectStageList({
  stage,
  label,
  emptyTitle,
  emptyDescription,
}: ProspectStageListProps) {
  const navigate = useNavigate();
  const query = useListQuery({ field: 'name', direction: 'asc' });
  const { byCreator, source } = useStageProcesses(stage);
  const ids = [...byCreator.keys()].sort((a, b) => a - b).slice(0, MAX_IDS);
  const s = textFilter(query.filters, 's');
  const ready = !source.isLoading && source.error === undefined && ids.length > 0;
  const creators = useInfiniteList(
    listCreators,
    ready
      ? {
          query: {
            ids,
            sort: sortParam(query.sort, SORTS, 'name'),
            per_page: 25,
            ...(s === undefined ? {} : { s }),
          },
        }
      : null,
  );
  // One list state for the table: the processes load first, then the creators they name.
  const list: InfiniteList<Creator> = {
    ...creators,
    isLoading: creators.isLoading || source.isLoading,
    error: source.error ?? creators.error,
    refresh: async () => {
      await Promise.all([source.refresh(), creators.refresh()]);
    },
  };
  const statusColumns: TableColumn<Creator>[] = [
    {
      id: 'conversion',
      label: 'Conversion',
      value: (creator) => conversionBadge(statusOf(byCreator.get(creator.id))).label,
      cell: (creator) => <ConversionBadge status={statusOf(byCreator.get(creator.id))} />,
      width: 150,
    },
    {
      id: 'moved',
      label: 'Last change',
      value: (creator) => byCreator.get(creator.id)?.updated_at ?? null,
      cell: (creator) => <DateText value={byCreator.get(creator.id)?.updated_at ?? null} />,
      width: 140,
    },
  ];
  return (
    <>
      <Inline alignY="bottom" space="md">
        <SearchFilter query={query} label="Search prospects" placeholder="Name or email" />
      </Inline>
      <ResourceTable<Creator>
        label={label}
        columns={[
          ...pickColumns(CREATOR_COLUMNS, ['name'], SORTS),
          ...statusColumns,
          ...pickColumns(CREATOR_COLUMNS, ['channels', 'outreach', 'created_at'], SORTS),
        ]}
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
      {byCreator.size > MAX_IDS && (
        <p className={text({ tone: 'subtle' })}>
          The first {MAX_IDS} of {byCreator.size} prospects are listed.
        </p>
      )}
    </>
  );
}

function statusOf(process: Parameters<typeof conversionStatusOf>[0] | undefined): string {
  return process === undefined ? '' : (conversionStatusOf(process) ?? '');
}
