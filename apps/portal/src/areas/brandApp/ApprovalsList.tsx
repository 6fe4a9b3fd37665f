import { type RelationshipSort, useRelationships } from '@airtime/api-client';
import {
  EmptyState,
  ErrorState,
  LoadMore,
  Section,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  text,
} from '@airtime/design-system';
import { APPROVAL_STATUS_TITLES, APPROVAL_STATUSES } from '@airtime/domain';
import { FilterSelect } from '../../features/lists/FilterSelect.tsx';
import { knownFilter } from '../../features/lists/listQueries.ts';
import { useListQuery } from '../../features/lists/useListQuery.ts';
import { optionsOf } from '../../features/status/statusOptions.ts';
import { RelationshipDecision } from './RelationshipDecision.tsx';

const STATUS_OPTIONS = optionsOf(
  ['undecided', 'to-discuss', 'approved', 'rejected'],
  APPROVAL_STATUS_TITLES,
);

const SORT_OPTIONS: readonly { id: RelationshipSort; label: string }[] = [
  { id: 'approval_status', label: 'Waiting for a decision first' },
  { id: '-updated_at', label: 'Recently changed' },
  { id: 'creator', label: 'Creator name' },
];

function isSort(value: string): value is RelationshipSort {
  return SORT_OPTIONS.some((option) => option.id === value);
}

/**
 * The creators proposed to a brand with the brand's decision on each (spec §4 approval statuses):
 * status filter and sort in the URL, undecided ones first by default, paged.
 */
export function ApprovalsList({ brandId }: { readonly brandId: number }) {
  const query = useListQuery({ field: 'approval_status', direction: 'asc' });
  const sort = isSort(query.apiSort) ? query.apiSort : 'approval_status';
  const status = knownFilter(query.filters, 'approval_status', APPROVAL_STATUSES);
  const list = useRelationships({
    brand_id: brandId,
    sort,
    ...(status === undefined ? {} : { approval_status: status }),
  });

  return (
    <Section
      title="Creator decisions"
      actions={
        <>
          <FilterSelect
            query={query}
            field="approval_status"
            label="Status"
            options={STATUS_OPTIONS}
            allLabel="All statuses"
          />
          <Select
            label="Sort by"
            size="sm"
            value={sort}
            onChange={(key) => {
              const value = String(key);
              query.setSort({
                field: value.replace(/^-/, ''),
                direction: value.startsWith('-') ? 'desc' : 'asc',
              });
            }}
            items={SORT_OPTIONS}
          >
            {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
          </Select>
        </>
      }
    >
      {list.error !== undefined ? (
        <ErrorState
          title="The creators could not be loaded."
          description={list.error.message}
          action={{ label: 'Try again', onPress: () => void list.refresh() }}
        />
      ) : list.isLoading ? (
        <Skeleton shape="table" rows={5} columns={3} label="Loading creators" />
      ) : list.items.length === 0 ? (
        <EmptyState
          title="No creators here."
          description={
            status === undefined
              ? 'Creators the agency proposes to your brand will appear here for your decision.'
              : 'No creator has this status; choose another status to see more.'
          }
          {...(status === undefined
            ? {}
            : {
                action: {
                  label: 'Show all statuses',
                  onPress: () => query.setFilter('approval_status', []),
                },
              })}
        />
      ) : (
        <>
          <p
            className={text({ size: 'sm', tone: 'subtle' })}
          >{`${list.items.length} of ${list.total ?? list.items.length} creators`}</p>
          <Stack as="ul" space="none" aria-label="Creators">
            {list.items.map((relationship) => (
              <RelationshipDecision key={relationship.id} relationship={relationship} />
            ))}
          </Stack>
          <LoadMore
            onLoadMore={() => void list.loadMore()}
            isLoading={list.isLoadingMore}
            hasMore={list.hasMore}
            label="Load more creators"
            endLabel={`All ${list.total ?? list.items.length} creators shown`}
          />
        </>
      )}
    </Section>
  );
}
