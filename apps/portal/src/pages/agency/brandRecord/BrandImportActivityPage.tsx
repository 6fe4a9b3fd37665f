import { type IntegrationSortField, useIntegrations } from '@airtime/api-client';
import { DateText, type TableColumn } from '@airtime/design-system';
import type { Integration } from '@airtime/domain';
import { Upload } from 'lucide-react';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { sortParam } from '../../../features/lists/listQueries.ts';
import { ResourceTable } from '../../../features/lists/ResourceTable.tsx';
import { useListQuery } from '../../../features/lists/useListQuery.ts';
import { useShellModals } from '../../../features/modals/shellModals.ts';
import { formatDateTime } from '../../../features/page/formatDateTime.ts';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';
import { RecordAction } from '../../../features/records/RecordAction.tsx';
import { TemplateLink } from '../../../features/salesActivity/TemplateLink.tsx';
import { integrationStateBadge } from '../../../features/status/recordBadges.ts';
import { IntegrationStateBadge } from '../../../features/status/StatusBadges.tsx';

const SORTS: readonly IntegrationSortField[] = ['name', 'provider', 'last_synced_at', 'created_at'];

const COLUMNS: TableColumn<Integration>[] = [
  { id: 'name', label: 'Integration', value: (row) => row.name, allowsSorting: true, grow: true },
  { id: 'provider', label: 'Provider', value: (row) => row.provider, allowsSorting: true },
  {
    id: 'is_active',
    label: 'State',
    value: (row) => integrationStateBadge(row.is_active).label,
    cell: (row) => <IntegrationStateBadge isActive={row.is_active} />,
    width: 120,
  },
  {
    id: 'last_synced_at',
    label: 'Last sync',
    value: (row) => row.last_synced_at,
    cell: (row) => (row.last_synced_at === null ? 'Never' : formatDateTime(row.last_synced_at)),
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 200,
  },
  {
    id: 'created_at',
    label: 'Connected',
    value: (row) => row.created_at,
    cell: (row) => <DateText value={row.created_at} />,
    allowsSorting: true,
    firstSortDirection: 'descending',
    width: 140,
  },
];

/**
 * Reporting / Import Activity: a sales-activity CSV imported in the `activity-import` modal, and
 * the brand's sales and analytics integrations with their last sync.
 */
export function BrandImportActivityPage() {
  const brandId = useBrandId();
  const modals = useShellModals();
  const query = useListQuery({ field: 'last_synced_at', direction: 'desc' });
  const integrations = useIntegrations({
    brand_id: brandId,
    sort: sortParam(query.sort, SORTS, '-last_synced_at'),
  });
  return (
    <Page>
      <PageHeader
        title="Import Activity"
        description="Import the brand's sales activity from a CSV file, and see the services its sales and analytics data comes from."
        actions={
          <RecordAction
            label="Import CSV"
            paletteLabel="Import sales activity CSV"
            icon={<Upload />}
            onPress={() => modals.open('activity-import', { brandId })}
          />
        }
      />
      <p>
        A file has the columns date, creator, metric (clicks, conversions or revenue) and value.{' '}
        <TemplateLink />
      </p>
      <ResourceTable
        label="Integrations"
        columns={COLUMNS}
        list={integrations}
        query={query}
        noun="integrations"
        emptyTitle="The brand has no integrations."
        emptyDescription="Once a sales or analytics service is connected for the brand, its imports show here."
      />
    </Page>
  );
}
