import { useCreators } from '@airtime/api-client';
import type { TableColumn } from '@airtime/design-system';
import type { Creator, SavedViewList } from '@airtime/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { CREATOR_COLUMNS } from '../../features/creators/creatorColumns.tsx';
import { SearchFilter, YesNoFilter } from '../../features/lists/ListFilters.tsx';
import {
  booleanFilter,
  definedOnly,
  idsFilter,
  sortParam,
  textFilter,
} from '../../features/lists/listQueries.ts';
import { pickColumns } from '../../features/lists/pickColumns.ts';
import { useListQuery } from '../../features/lists/useListQuery.ts';
import { FilteredList } from './FilteredList.tsx';
import { useAgencyStaffOptions, useIncludedUserNames } from './people.ts';
import { StaffFilter } from './StaffFilter.tsx';

const SORTS = ['name', 'created_at'] as const;

/** What a saved view of this list holds (issue 23). */
const VIEWS: SavedViewList = {
  list: 'agency-creators',
  filters: ['s', 'converted', 'rep_cm'],
  sorts: SORTS,
};

/**
 * The creators table: the CM rep's name comes from the users the list includes, or from the
 * agency's staff (which the CM rep filter reads) for rows of pages not loaded, as an export reads.
 */
function listColumns(names: ReadonlyMap<number, string>): readonly TableColumn<Creator>[] {
  const repCm: TableColumn<Creator> = {
    id: 'rep_cm',
    label: 'CM rep',
    width: 180,
    value: (creator) => (creator.rep_cm === null ? null : (names.get(creator.rep_cm) ?? null)),
  };
  return [
    ...pickColumns(CREATOR_COLUMNS, ['name', 'channels'], SORTS),
    repCm,
    ...pickColumns(CREATOR_COLUMNS, ['converted', 'created_at'], SORTS),
  ];
}

/** The creators (spec §2 CreatorsList), searched and filtered; a row opens the creator. */
export function CreatorsList() {
  const navigate = useNavigate();
  const query = useListQuery({ field: 'name', direction: 'asc' });
  const { filters } = query;
  const list = useCreators(
    definedOnly({
      s: textFilter(filters, 's'),
      converted: booleanFilter(filters, 'converted'),
      rep_cm: idsFilter(filters, 'rep_cm'),
      sort: sortParam(query.sort, SORTS, 'name'),
    }),
  );
  const included = useIncludedUserNames(list);
  const staff = useAgencyStaffOptions().options;
  const columns = useMemo(() => {
    const names = new Map(staff.map((option) => [Number(option.id), option.label]));
    for (const [id, name] of included) names.set(id, name);
    return listColumns(names);
  }, [included, staff]);
  return (
    <FilteredList
      query={query}
      views={VIEWS}
      filters={
        <>
          <SearchFilter
            query={query}
            label="Search creators"
            placeholder="Name or outreach email"
          />
          <YesNoFilter
            query={query}
            field="converted"
            label="Converted"
            yes="Converted"
            no="Not converted"
          />
          <StaffFilter query={query} field="rep_cm" label="CM rep" />
        </>
      }
      keepsScroll
      label="Creators"
      columns={columns}
      list={list}
      noun="creators"
      onOpen={(creator) => void navigate(href('agency-creator', { creatorId: creator.id }))}
      empty={{
        title: 'No creators yet.',
        description: 'Creators appear here once they are signed or converted from prospects.',
      }}
      emptyFiltered={{
        title: 'No creators match these filters.',
        description: 'Clear the filters or search for another name.',
      }}
    />
  );
}
