import { MAX_PER_PAGE, useProductions } from '@airtime/api-client';
import { formatWeekOf, Inline } from '@airtime/design-system';
import {
  EVENT_PRODUCTION_STATUSES,
  isProductionGrouping,
  PRODUCTION_GROUPING_TITLES,
  PRODUCTION_GROUPINGS,
  PROJECTION_TITLES,
  PROJECTION_WEIGHTS,
  PROJECTIONS,
  type SavedViewList,
} from '@airtime/domain';
import { useMemo } from 'react';
import { FilterSelect } from '../../features/lists/FilterSelect.tsx';
import { YesNoFilter } from '../../features/lists/ListFilters.tsx';
import {
  booleanFilter,
  definedOnly,
  oneOfFilter,
  sortParam,
} from '../../features/lists/listQueries.ts';
import { pickColumns } from '../../features/lists/pickColumns.ts';
import { firstFilter, useListQuery } from '../../features/lists/useListQuery.ts';
import { toDay } from '../../features/months/months.ts';
import { PRODUCTION_COLUMNS } from '../../features/productions/productionColumns.tsx';
import { useProductionTable } from '../../features/productions/productionEditing.tsx';
import {
  boardTitleColumn,
  useProductionGroups,
} from '../../features/productions/productionGroups.tsx';
import { useProductionModals } from '../../features/productions/productionModalProps.ts';
import { UncontractedEventButton } from '../../features/productions/UncontractedEventButton.tsx';
import { PRODUCTION_STATUS_OPTIONS } from '../../features/status/statusOptions.ts';
import { FilteredList } from './FilteredList.tsx';
import { ProductionForecast } from './ProductionForecast.tsx';
import { WeekPicker } from './WeekPicker.tsx';
import { weekStartOf } from './weeks.ts';

const SORTS = ['date', 'status', 'projection', 'is_important', 'rate'] as const;

/** What a saved view of this list holds (issue 23), with its grouping. */
const VIEWS: SavedViewList = {
  list: 'agency-production',
  filters: ['status', 'in_work', 'projection', 'is_important', 'group'],
  sorts: SORTS,
};

const GROUPING_OPTIONS = PRODUCTION_GROUPINGS.map((grouping) => ({
  id: grouping,
  label: PRODUCTION_GROUPING_TITLES[grouping],
}));

/** Left out of a phone's cards: the Event column shows importance, the production the rest. */
const HIDDEN_IN_CARDS: ReadonlySet<string> = new Set(['is_important', 'backup', 'tags']);

const pickedColumns = pickColumns(
  PRODUCTION_COLUMNS,
  [
    'title',
    'creator',
    'brand',
    'date',
    'status',
    'projection',
    'is_important',
    'owner',
    'backup',
    'tags',
  ],
  SORTS,
).map((column) => (HIDDEN_IN_CARDS.has(column.id) ? { ...column, hideInCards: true } : column));

const PROJECTION_OPTIONS = [
  ...PROJECTIONS.map((projection) => ({
    id: projection,
    label: `${PROJECTION_TITLES[projection]} (${Math.round(PROJECTION_WEIGHTS[projection] * 100)}%)`,
  })),
  { id: 'none', label: 'Not projected' },
];

/**
 * The production board: one week's booked events and their production (spec §4), by status,
 * projection and importance. The week is a filter of the URL, this week by default. Its rows are
 * grouped by day or by status (`filter.group`, day by default: list state of the URL, kept by
 * saved views and by 'Clear filters'), the aired and cancelled folded under their count, late and
 * moving rows marked (issue 24). A week is read in one page of up to 100 rows, so that the groups
 * are whole; a larger week pages on with Load more.
 */
export function ProductionBoard() {
  const modals = useProductionModals();
  const query = useListQuery({ field: 'date', direction: 'asc' });
  const { filters } = query;
  const thisWeek = weekStartOf(toDay(new Date())) ?? toDay(new Date());
  const week = weekStartOf(firstFilter(filters, 'week') ?? '') ?? thisWeek;
  // The whole week in one page (up to 100), so a group never grows as pages load.
  const list = useProductions({
    week,
    per_page: MAX_PER_PAGE,
    ...definedOnly({
      status: oneOfFilter(filters, 'status', EVENT_PRODUCTION_STATUSES),
      in_work: booleanFilter(filters, 'in_work'),
      projection: oneOfFilter(filters, 'projection', [...PROJECTIONS, 'none' as const]),
      is_important: booleanFilter(filters, 'is_important'),
      sort: sortParam(query.sort, SORTS, 'date'),
    }),
  });
  const today = toDay(new Date());
  const groupFilter = firstFilter(filters, 'group');
  const grouping = isProductionGrouping(groupFilter) ? groupFilter : 'day';
  const columns = useMemo(
    () =>
      pickedColumns.map((column) =>
        column.id === 'title' ? boardTitleColumn(column, today) : column,
      ),
    [today],
  );
  const groups = useProductionGroups(list.items, grouping, today);
  const table = useProductionTable(columns, list.items);
  return (
    <>
      <Inline align="between" alignY="center">
        <WeekPicker
          week={week}
          thisWeek={thisWeek}
          onChange={(next) => query.setFilter('week', next === thisWeek ? [] : [next])}
        />
        <UncontractedEventButton />
      </Inline>
      <ProductionForecast week={week} />
      <FilteredList
        query={query}
        views={VIEWS}
        keep={['week', 'group']}
        filters={
          <>
            <FilterSelect
              query={query}
              field="group"
              label="Group by"
              options={GROUPING_OPTIONS}
              defaultId="day"
            />
            <FilterSelect
              query={query}
              field="status"
              label="Status"
              options={PRODUCTION_STATUS_OPTIONS}
            />
            <YesNoFilter
              query={query}
              field="in_work"
              label="Work"
              yes="In work"
              no="Not in work"
            />
            <FilterSelect
              query={query}
              field="projection"
              label="Projection"
              options={PROJECTION_OPTIONS}
            />
            <YesNoFilter
              query={query}
              field="is_important"
              label="Importance"
              yes="Important"
              no="Not important"
            />
          </>
        }
        label={`Productions, ${formatWeekOf(week)}`}
        {...table}
        {...groups}
        list={list}
        noun="productions"
        live="event-production"
        onOpen={(production) => modals.open('production', { id: production.id })}
        empty={{
          title: 'Nothing is in production this week.',
          description: 'Look at another week, or book an event from a brand page.',
        }}
        emptyFiltered={{
          title: 'No productions this week match these filters.',
          description: 'Clear the filters, or look at another week.',
        }}
      />
    </>
  );
}
