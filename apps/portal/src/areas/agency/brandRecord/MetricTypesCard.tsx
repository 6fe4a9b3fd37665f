import { Button, Card, type TableColumn } from '@airtime/design-system';
import type { Brand, BrandCustomMetricType } from '@airtime/domain';
import { Plus } from 'lucide-react';
import { useMayWrite } from '../../../app/useMayWrite.ts';
import { SummaryTable } from '../../../features/lists/SummaryTable.tsx';
import { useShellModals } from '../../../features/modals/shellModals.ts';
import { METRIC_FORMAT_TITLES } from '../../../features/records/MetricTypeModal.tsx';

const COLUMNS: TableColumn<BrandCustomMetricType>[] = [
  { id: 'name', label: 'Metric', value: (row) => row.name, allowsSorting: true, grow: true },
  {
    id: 'format',
    label: 'Format',
    value: (row) => METRIC_FORMAT_TITLES[row.format],
    allowsSorting: true,
  },
];

/** A brand's custom metric types: listed, added, edited and deleted in the `metric-type` modal (Read Only users: listed). */
export function MetricTypesCard({ brand }: { readonly brand: Brand }) {
  const mayWrite = useMayWrite();
  const modals = useShellModals();
  const metrics = brand.customMetricTypes ?? [];
  return (
    <Card
      title="Custom metrics"
      description={
        mayWrite
          ? 'Extra results the brand tracks for its sponsorships. Open one to edit or delete it.'
          : 'Extra results the brand tracks for its sponsorships.'
      }
      headingLevel={2}
      padding="none"
      actions={
        mayWrite && (
          <Button
            size="sm"
            icon={<Plus />}
            onPress={() => modals.open('metric-type', { brandId: brand.id })}
          >
            Add metric
          </Button>
        )
      }
    >
      <SummaryTable
        label="Custom metrics"
        columns={COLUMNS}
        rows={metrics}
        getRowId={(row) => row.id}
        defaultSort={{ column: 'name', direction: 'ascending' }}
        isLoading={false}
        error={undefined}
        noun="metrics"
        emptyTitle="No custom metrics yet."
        emptyDescription="Add one to track a result of the brand's own, such as sign-ups."
        {...(mayWrite
          ? {
              onRowAction: (key) =>
                modals.open('metric-type', { brandId: brand.id, metricId: Number(key) }),
            }
          : {})}
      />
    </Card>
  );
}
