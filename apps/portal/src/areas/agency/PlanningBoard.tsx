import { useBrands, useCampaigns } from '@airtime/api-client';
import {
  CAMPAIGN_STATUSES,
  PLANNING_GROUPS,
  PRIORITIES,
  type SavedViewList,
} from '@airtime/domain';
import { CAMPAIGN_COLUMNS } from '../../features/campaigns/campaignColumns.tsx';
import { useCampaignBulkSelection } from '../../features/campaigns/useCampaignBulkSelection.tsx';
import { FilterComboBox } from '../../features/lists/FilterComboBox.tsx';
import { FilterSelect } from '../../features/lists/FilterSelect.tsx';
import { SearchFilter, YesNoFilter } from '../../features/lists/ListFilters.tsx';
import {
  booleanFilter,
  definedOnly,
  idsFilter,
  oneOfFilter,
  sortParam,
  textFilter,
} from '../../features/lists/listQueries.ts';
import { pickColumns } from '../../features/lists/pickColumns.ts';
import { useListQuery } from '../../features/lists/useListQuery.ts';
import { useShellModals } from '../../features/modals/shellModals.ts';
import {
  CAMPAIGN_STATUS_OPTIONS,
  PLANNING_GROUP_OPTIONS,
  PRIORITY_OPTIONS,
} from '../../features/status/statusOptions.ts';
import { FilteredList } from './FilteredList.tsx';

const SORTS = ['priority', 'brand', 'creator', 'group', 'status', 'ends_at', 'created_at'] as const;

/** What a saved view of this list holds (issue 23). */
const VIEWS: SavedViewList = {
  list: 'agency-planning',
  filters: ['s', 'group', 'priority', 'status', 'brand_id', 'needs_attention'],
  sorts: SORTS,
};

const columns = pickColumns(
  CAMPAIGN_COLUMNS,
  [
    'brand',
    'creator',
    'channel',
    'group',
    'priority',
    'status',
    'campaign_status',
    'group_duration',
    'ends_at',
  ],
  SORTS,
);

/**
 * The planning board (spec §4): campaigns in planning, by step, priority (most pressing first by
 * default), status, brand and whether they need attention; a row opens the campaign.
 */
export function PlanningBoard() {
  const modals = useShellModals();
  const query = useListQuery({ field: 'priority', direction: 'asc' });
  const { filters } = query;
  const list = useCampaigns(
    definedOnly({
      in_planning: true,
      s: textFilter(filters, 's'),
      group: oneOfFilter(filters, 'group', PLANNING_GROUPS),
      priority: oneOfFilter(filters, 'priority', PRIORITIES),
      status: oneOfFilter(filters, 'status', CAMPAIGN_STATUSES),
      brand_id: idsFilter(filters, 'brand_id'),
      needs_attention: booleanFilter(filters, 'needs_attention'),
      sort: sortParam(query.sort, SORTS, 'priority'),
    }),
  );
  const bulk = useCampaignBulkSelection(list);
  const brands = useBrands({ per_page: 100, sort: 'name' });
  return (
    <FilteredList
      query={query}
      views={VIEWS}
      filters={
        <>
          <SearchFilter
            query={query}
            label="Search campaigns"
            placeholder="Brand, creator or channel"
          />
          <FilterSelect query={query} field="group" label="Step" options={PLANNING_GROUP_OPTIONS} />
          <FilterSelect
            query={query}
            field="priority"
            label="Priority"
            options={PRIORITY_OPTIONS}
          />
          <FilterSelect
            query={query}
            field="status"
            label="Status"
            options={CAMPAIGN_STATUS_OPTIONS}
          />
          <FilterComboBox
            query={query}
            field="brand_id"
            label="Brand"
            options={brands.items.map((brand) => ({ id: String(brand.id), label: brand.name }))}
            isLoading={brands.isLoading}
          />
          <YesNoFilter
            query={query}
            field="needs_attention"
            label="Attention"
            yes="Needs attention"
            no="On track"
          />
        </>
      }
      label="Campaigns in planning"
      columns={columns}
      list={list}
      noun="campaigns"
      live="campaign"
      selection={bulk}
      onOpen={(campaign) => modals.open('planning', { campaignId: campaign.id })}
      empty={{
        title: 'Nothing is in planning.',
        description: 'New campaigns start here as CM requests.',
      }}
      emptyFiltered={{
        title: 'No campaigns in planning match these filters.',
        description: 'Clear the filters to see the whole board.',
      }}
    />
  );
}
