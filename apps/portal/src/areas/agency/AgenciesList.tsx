import { useAgencies } from '@airtime/api-client';
import { DateText, type TableColumn } from '@airtime/design-system';
import type { Agency } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { recordColumn } from '../../features/lists/commonColumns.tsx';
import { FilterBar, SearchFilter } from '../../features/lists/ListFilters.tsx';
import { definedOnly, sortParam, textFilter } from '../../features/lists/listQueries.ts';
import { ResourceTable } from '../../features/lists/ResourceTable.tsx';
import { useListQuery } from '../../features/lists/useListQuery.ts';
import { getUserName } from '../../features/users/getUserName.ts';
import { useKeptScroll } from './keptLists.tsx';

const SORTS = ['name', 'created_at'] as const;

const columns: readonly TableColumn<Agency>[] = [
  recordColumn<Agency>('name', 'Agency', (agency) => agency, {
    allowsSorting: true,
    width: 260,
    grow: true,
  }),
  {
    id: 'rep',
    label: 'Airtime rep',
    width: 200,
    value: (agency) => (agency.rep === undefined ? null : getUserName(agency.rep.user)),
  },
  {
    id: 'website',
    label: 'Website',
    width: 240,
    value: (agency) => agency.website,
  },
  {
    id: 'created_at',
    label: 'Added',
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 130,
    value: (agency) => agency.created_at,
    cell: (agency) => <DateText value={agency.created_at} />,
  },
];

/** The agencies (spec §2 AgenciesList), searched by name; a row opens the agency. */
export function AgenciesList() {
  const navigate = useNavigate();
  const query = useListQuery({ field: 'name', direction: 'asc' });
  const list = useAgencies(
    definedOnly({
      s: textFilter(query.filters, 's'),
      sort: sortParam(query.sort, SORTS, 'name'),
    }),
  );
  const scrollRef = useKeptScroll(list.items.length > 0);
  const isFiltered = Object.keys(query.filters).length > 0;
  return (
    <>
      <FilterBar query={query}>
        <SearchFilter query={query} label="Search agencies" placeholder="Agency name" />
      </FilterBar>
      <div ref={scrollRef}>
        <ResourceTable
          label="Agencies"
          columns={columns}
          list={list}
          query={query}
          noun="agencies"
          onOpen={(agency) => void navigate(href('agency-agency', { agencyId: agency.id }))}
          emptyTitle={isFiltered ? 'No agencies match this search.' : 'No agencies yet.'}
          emptyDescription={
            isFiltered
              ? 'Clear the search or try another name.'
              : 'Agencies appear here once they are added.'
          }
        />
      </div>
    </>
  );
}
