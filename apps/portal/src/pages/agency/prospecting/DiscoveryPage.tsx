import { type CreatorSortField, useCreators } from '@airtime/api-client';
import { Button, Inline, Section } from '@airtime/design-system';
import type { SavedViewList } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../../app/paths.ts';
import { useMayWrite } from '../../../app/useMayWrite.ts';
import { usePipelineColumn } from '../../../areas/agency/prospecting/usePipelineColumn.tsx';
import { CREATOR_COLUMNS } from '../../../features/creators/creatorColumns.tsx';
import { SearchFilter } from '../../../features/lists/ListFilters.tsx';
import { sortParam, textFilter } from '../../../features/lists/listQueries.ts';
import { pickColumns } from '../../../features/lists/pickColumns.ts';
import { ResourceTable } from '../../../features/lists/ResourceTable.tsx';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { useShellModals } from '../../../features/modals/shellModals.ts';
import { ListViews } from '../../../features/savedViews/ListViews.tsx';

const SORTS: readonly CreatorSortField[] = ['name', 'created_at'];

/** What a saved view of Discovery holds (issue 23). */
const VIEWS: SavedViewList = { list: 'agency-prospecting-discovery', filters: ['s'], sorts: SORTS };
const [NAME, ...OTHER_COLUMNS] = pickColumns(
  CREATOR_COLUMNS,
  ['name', 'channels', 'outreach', 'created_at'],
  SORTS,
);

/** Prospecting > Discovery: every creator not converted yet, to search and open, and `prospect`. */
export function DiscoveryPage() {
  const navigate = useNavigate();
  const mayWrite = useMayWrite();
  const modals = useShellModals();
  const query = useListQuery({ field: 'name', direction: 'asc' });
  const s = textFilter(query.filters, 's');
  const creators = useCreators({
    converted: false,
    sort: sortParam(query.sort, SORTS, 'name'),
    per_page: 25,
    ...(s === undefined ? {} : { s }),
  });
  const pipeline = usePipelineColumn(creators.items);
  return (
    <Section
      space="lg"
      title="Discovery"
      description="Creators not converted yet: open one to see their channels and reach out."
      actions={
        <Inline space="sm" alignY="bottom">
          <ListViews list={VIEWS} />
          <SearchFilter query={query} label="Search creators" placeholder="Name or email" />
          {mayWrite && (
            <Button variant="primary" onPress={() => modals.open('prospect', {})}>
              Add prospect
            </Button>
          )}
        </Inline>
      }
    >
      <ResourceTable
        label="Creators not converted"
        columns={NAME === undefined ? OTHER_COLUMNS : [NAME, pipeline, ...OTHER_COLUMNS]}
        list={creators}
        query={query}
        onOpen={(creator) => navigate(href('agency-creator', { creatorId: creator.id }))}
        emptyTitle={
          s === undefined ? 'Every creator is converted.' : 'No creator matches the search.'
        }
        emptyDescription={
          s === undefined
            ? 'Add a prospect to start its conversion.'
            : 'Try other words, or clear the search.'
        }
        noun="creators"
      />
    </Section>
  );
}
