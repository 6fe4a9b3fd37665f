import { useAgencies } from '@airtime/api-client';
import { DateText, type TableColumn } from '@airtime/design-system';
import type { Agency, SavedViewList } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { recordColumn } from '../../features/lists/commonColumns.tsx';
import { SearchFilter } from '../../features/lists/ListFilters.tsx';
import { definedOnly, sortParam, textFilter } from '../../features/lists/listQueries.ts';
import { useListQuery } from '../../features/lists/useListQuery.ts';
import { getUserName } from '../../features/users/getUserName.ts';
import { FilteredList } from './FilteredList.tsx';

const SORTS = ['name', 'created_at'] as const;

/** What a saved view of this list holds (issue 23). */
const VIEWS: SavedViewList = {
  list: 'agency-agencies',
  filters: ['s'],
  sorts: SORTS,
};

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
  return (
    <FilteredList
      query={query}
      views={VIEWS}
      filters={<SearchFilter query={query} label="Search agencies" placeholder="Agency name" />}
      keepsScroll
      label="Agencies"
      columns={columns}
      list={list}
      noun="agencies"
      onOpen={(agency) => void navigate(href('agency-agency', { agencyId: agency.id }))}
      empty={{
        title: 'No agencies yet.',
        description: 'Agencies appear here once they are added.',
      }}
      emptyFiltered={{
        title: 'No agencies match this search.',
        description: 'Clear the search or try another name.',
      }}
    />
  );
}
