import { useAgencies, useBrands } from '@airtime/api-client';
import { DateText, Money, type TableColumn } from '@airtime/design-system';
import type { Brand, SavedViewList } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { recordColumn } from '../../features/lists/commonColumns.tsx';
import { FilterSelect } from '../../features/lists/FilterSelect.tsx';
import { SearchFilter, YesNoFilter } from '../../features/lists/ListFilters.tsx';
import {
  booleanFilter,
  definedOnly,
  idsFilter,
  sortParam,
  textFilter,
} from '../../features/lists/listQueries.ts';
import { useListQuery } from '../../features/lists/useListQuery.ts';
import { ActiveBadge } from '../../features/status/StatusBadges.tsx';
import { getUserName } from '../../features/users/getUserName.ts';
import { FilteredList } from './FilteredList.tsx';
import { StaffFilter } from './StaffFilter.tsx';

/** What the brand tables sort by (the API sorts). */
export const BRAND_SORTS = ['name', 'budget', 'last_event_date'] as const;

/** The brand table's columns, also the agency page's (without the agencies column). */
export const BRAND_COLUMNS: readonly TableColumn<Brand>[] = [
  recordColumn<Brand>('name', 'Brand', (brand) => brand, {
    allowsSorting: true,
    width: 240,
    grow: true,
  }),
  {
    id: 'is_active',
    label: 'Active',
    width: 110,
    value: (brand) => brand.is_active,
    cell: (brand) => <ActiveBadge isActive={brand.is_active} />,
  },
  {
    id: 'last_event_date',
    label: 'Last event',
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 130,
    value: (brand) => brand.last_event_date,
    cell: (brand) => <DateText value={brand.last_event_date} />,
  },
  {
    id: 'budget',
    label: 'Budget',
    allowsSorting: true,
    firstSortDirection: 'descending',
    numeric: true,
    width: 130,
    value: (brand) => brand.budget,
    cell: (brand) => <Money value={brand.budget} />,
  },
  {
    id: 'representative',
    label: 'Representative',
    width: 180,
    value: (brand) =>
      brand.representative === undefined ? null : getUserName(brand.representative),
  },
  {
    id: 'agencies',
    label: 'Agencies',
    width: 200,
    value: (brand) => (brand.agencies ?? []).map((agency) => agency.name).join(', '),
  },
];

/** What a saved view of each brands list holds (issue 23). */
const VIEWS = {
  airtime: brandViews('agency-brands'),
  other: brandViews('agency-non-airtime-brands'),
} as const;

function brandViews(list: string): SavedViewList {
  return {
    list,
    filters: ['s', 'is_active', 'agency_id', 'representative_id'],
    sorts: BRAND_SORTS,
  };
}

/** The agency's brands (spec §2 BrandsList): Airtime customers or not, searched and filtered. */
export function BrandsList({ airtimeCustomer }: { readonly airtimeCustomer: boolean }) {
  const navigate = useNavigate();
  const query = useListQuery({ field: 'name', direction: 'asc' });
  const { filters } = query;
  const list = useBrands(
    definedOnly({
      airtime_customer: airtimeCustomer,
      s: textFilter(filters, 's'),
      is_active: booleanFilter(filters, 'is_active'),
      agency_id: idsFilter(filters, 'agency_id'),
      representative_id: idsFilter(filters, 'representative_id'),
      sort: sortParam(query.sort, BRAND_SORTS, 'name'),
    }),
  );
  const agencies = useAgencies({ per_page: 100 });
  return (
    <FilteredList
      query={query}
      views={airtimeCustomer ? VIEWS.airtime : VIEWS.other}
      filters={
        <>
          <SearchFilter query={query} label="Search brands" placeholder="Brand name" />
          <YesNoFilter query={query} field="is_active" label="Active" yes="Active" no="Inactive" />
          <FilterSelect
            query={query}
            field="agency_id"
            label="Agency"
            options={agencies.items.map((agency) => ({
              id: String(agency.id),
              label: agency.name,
            }))}
          />
          <StaffFilter query={query} field="representative_id" label="Representative" />
        </>
      }
      keepsScroll
      label={airtimeCustomer ? 'Airtime customers' : 'Non-Airtime brands'}
      columns={BRAND_COLUMNS}
      list={list}
      noun="brands"
      onOpen={(brand) => void navigate(href('agency-brand-dashboard', { brandId: brand.id }))}
      empty={{
        title: 'No brands here yet.',
        description: 'Brands appear here once they are added to Airtime.',
      }}
      emptyFiltered={{
        title: 'No brands match these filters.',
        description: 'Clear the filters or search for another name.',
      }}
    />
  );
}
