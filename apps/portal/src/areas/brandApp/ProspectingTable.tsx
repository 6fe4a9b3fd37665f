import { useBrandContent, useRelationships } from '@airtime/api-client';
import { Banner, Section, type TableColumn, type TableProps } from '@airtime/design-system';
import type { Channel, Relationship } from '@airtime/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { CHANNEL_COLUMNS } from '../../features/channels/channelColumns.tsx';
import { SearchFilter } from '../../features/lists/ListFilters.tsx';
import { sortParam, textFilter } from '../../features/lists/listQueries.ts';
import { pickColumns } from '../../features/lists/pickColumns.ts';
import { ResourceTable } from '../../features/lists/ResourceTable.tsx';
import { useListQuery } from '../../features/lists/useListQuery.ts';
import { ApprovalStatusBadge } from '../../features/status/StatusBadges.tsx';
import { AddCreatorsButton, type AddOutcome } from './AddCreatorsButton.tsx';

type Selection = Parameters<NonNullable<TableProps<Channel>['onSelectionChange']>>[0];

const SORTS = ['name', 'subscribers_count'] as const;
const COLUMNS = pickColumns(
  CHANNEL_COLUMNS,
  ['name', 'creator', 'content_type_id', 'handle', 'subscribers_count'],
  SORTS,
);

function decisionColumn(byCreator: ReadonlyMap<number, Relationship>): TableColumn<Channel> {
  return {
    id: 'decision',
    label: 'Your decision',
    value: (channel) => byCreator.get(channel.publisher_id)?.approval_status ?? null,
    cell: (channel) => {
      const relationship = byCreator.get(channel.publisher_id);
      return relationship === undefined ? null : (
        <ApprovalStatusBadge status={relationship.approval_status} />
      );
    },
    width: 140,
  };
}

/**
 * The channels of the creators the brand may work with: search and sort in the URL, the brand's
 * decision on each creator, and 'Add' for the selected rows (the bulk bar). Rows open the channel
 * on its creator's page.
 */
export function ProspectingTable({ brandId }: { readonly brandId: number }) {
  const navigate = useNavigate();
  const query = useListQuery({ field: 'name', direction: 'asc' });
  const search = textFilter(query.filters, 's');
  const list = useBrandContent({
    brand_id: [brandId],
    sort: sortParam(query.sort, SORTS, 'name'),
    ...(search === undefined ? {} : { s: search }),
  });
  const creatorIds = useMemo(
    () => [...new Set(list.items.map((channel) => channel.publisher_id))],
    [list.items],
  );
  const relationships = useRelationships({
    brand_id: brandId,
    publisher_id: creatorIds,
    per_page: 100,
  });
  const byCreator = useMemo(
    () => new Map(relationships.items.map((row) => [row.publisher_id, row])),
    [relationships.items],
  );
  const columns = useMemo(() => [...COLUMNS, decisionColumn(byCreator)], [byCreator]);
  const [selection, setSelection] = useState<Selection>(new Set());
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const byId = new Map(list.items.map((channel) => [channel.id, channel]));
  const selected =
    selection === 'all' ? list.items : [...selection].flatMap((key) => byId.get(Number(key)) ?? []);

  return (
    <Section
      title="Channels"
      actions={
        <SearchFilter query={query} label="Search channels" placeholder="Channel or handle" />
      }
    >
      <div aria-live="polite">
        {outcome !== null && (
          <Banner
            tone={outcome.failed.length > 0 ? 'warning' : 'positive'}
            onDismiss={() => setOutcome(null)}
          >
            {[
              outcome.added.length > 0 ? `Added ${outcome.added.join(', ')}.` : '',
              outcome.failed.length > 0 ? `Not added: ${outcome.failed.join('; ')}.` : '',
            ]
              .join(' ')
              .trim()}
          </Banner>
        )}
      </div>
      <ResourceTable<Channel>
        label="Channels"
        columns={columns}
        list={list}
        query={query}
        onOpen={(channel) =>
          navigate(
            href('brand-creator', { creatorId: channel.publisher_id, channelId: channel.id }),
          )
        }
        emptyTitle={search === undefined ? 'No channels yet.' : `No channels match “${search}”.`}
        emptyDescription={
          search === undefined
            ? 'Channels of the creators proposed to your brand appear here.'
            : 'Try another name or handle.'
        }
        noun="channels"
        stateSize="sm"
        selection={{
          selectedKeys: selection,
          onSelectionChange: setSelection,
          bulkActions: (
            <AddCreatorsButton
              brandId={brandId}
              channels={selected}
              byCreator={byCreator}
              onDone={(result) => {
                setSelection(new Set());
                setOutcome(result);
              }}
            />
          ),
        }}
      />
    </Section>
  );
}
