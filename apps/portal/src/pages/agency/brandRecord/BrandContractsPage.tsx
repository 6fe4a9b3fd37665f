import { type CampaignSortField, useCampaigns } from '@airtime/api-client';
import { Inline } from '@airtime/design-system';
import {
  type Campaign,
  isPlanIoStatus,
  PLAN_IO_STATUS_TITLES,
  PLAN_IO_STATUSES,
  type PlanIoStatus,
} from '@airtime/domain';
import { useState } from 'react';
import { IoDocumentDialog } from '../../../areas/agency/brandRecord/IoDocumentDialog.tsx';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { CAMPAIGN_COLUMNS } from '../../../features/campaigns/campaignColumns.tsx';
import { FilterSelect } from '../../../features/lists/FilterSelect.tsx';
import { sortParam } from '../../../features/lists/listQueries.ts';
import { pickColumns } from '../../../features/lists/pickColumns.ts';
import { ResourceTable } from '../../../features/lists/ResourceTable.tsx';
import { firstFilter, useListQuery } from '../../../features/lists/useListQuery.ts';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';
import { optionsOf } from '../../../features/status/statusOptions.ts';

/** IO statuses once an IO exists or is being written. */
const WITH_IO: readonly PlanIoStatus[] = [
  'in-progress',
  'created',
  'approved',
  'review',
  'creator-approved',
];
const WITH_IO_ID = 'with-io';
const ALL_ID = 'all';
const IO_OPTIONS = [
  { id: WITH_IO_ID, label: 'With an IO' },
  ...optionsOf(PLAN_IO_STATUSES, PLAN_IO_STATUS_TITLES),
  { id: ALL_ID, label: 'All campaigns' },
];
const SORTS: readonly CampaignSortField[] = ['created_at', 'creator', 'status', 'ends_at'];
const COLUMNS = pickColumns(
  CAMPAIGN_COLUMNS,
  ['creator', 'channel', 'io_status', 'io_number', 'status', 'ends_at', 'created_at'],
  SORTS,
);

/** Reporting / Contracts: the brand's campaigns and their insertion orders (IOs). */
export function BrandContractsPage() {
  const brandId = useBrandId();
  const query = useListQuery({ field: 'created_at', direction: 'desc' });
  const chosen = firstFilter(query.filters, 'io_status') ?? WITH_IO_ID;
  const ioStatus: readonly PlanIoStatus[] | undefined = isPlanIoStatus(chosen)
    ? [chosen]
    : chosen === ALL_ID
      ? undefined
      : WITH_IO;
  const campaigns = useCampaigns({
    brand_id: brandId,
    sort: sortParam(query.sort, SORTS, '-created_at'),
    ...(ioStatus === undefined ? {} : { io_status: ioStatus }),
  });
  const [opened, setOpened] = useState<Campaign | null>(null);

  return (
    <Page>
      <PageHeader
        title="Contracts"
        description="The brand's campaigns and their insertion orders: whether each IO was sent and signed. Open a row for its IO."
      />
      <Inline alignY="bottom" space="md">
        <FilterSelect
          query={query}
          field="io_status"
          label="IO status"
          options={IO_OPTIONS}
          defaultId={WITH_IO_ID}
        />
      </Inline>
      <ResourceTable
        label="Campaign contracts"
        columns={COLUMNS}
        list={campaigns}
        query={query}
        noun="campaigns"
        onOpen={setOpened}
        emptyTitle="No IO for this brand yet."
        emptyDescription="Insertion orders show here once planning creates them; choose All campaigns to see the rest."
      />
      <IoDocumentDialog campaign={opened} onClose={() => setOpened(null)} />
    </Page>
  );
}
