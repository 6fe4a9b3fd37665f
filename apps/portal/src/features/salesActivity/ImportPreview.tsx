import { Banner, Skeleton, Stack, type TableColumn } from '@airtime/design-system';
import type { RefusedSalesActivityRow, SalesActivityCheck } from '@airtime/domain';
import { SummaryTable } from '../lists/SummaryTable.tsx';

const REFUSED_COLUMNS: TableColumn<RefusedSalesActivityRow>[] = [
  {
    id: 'line',
    label: 'Line',
    value: (row) => row.line,
    numeric: true,
    allowsSorting: true,
    width: 80,
  },
  { id: 'reason', label: 'Reason', value: (row) => row.reason, grow: true },
];

/** What a checked file would bring: the rows taken, and those refused with their line and reason. */
export function ImportPreview({
  check,
  isChecking,
}: {
  readonly check: Extract<SalesActivityCheck, { ok: true }> | null;
  readonly isChecking: boolean;
}) {
  if (isChecking) return <Skeleton lines={3} label="Checking the file" />;
  if (check === null) return null;
  const taken = check.accepted.length;
  const refused = check.refused.length;
  return (
    <Stack space="sm">
      <Banner
        tone={taken === 0 ? 'critical' : refused === 0 ? 'positive' : 'warning'}
        title="Checked"
      >
        {`${taken} ${taken === 1 ? 'row' : 'rows'} will be imported; ${refused} ${refused === 1 ? 'row is' : 'rows are'} refused.`}
      </Banner>
      {refused > 0 && (
        <SummaryTable
          label="Refused rows"
          columns={REFUSED_COLUMNS}
          rows={check.refused}
          getRowId={(row) => row.line}
          defaultSort={{ column: 'line', direction: 'ascending' }}
          isLoading={false}
          error={undefined}
          noun="refused rows"
          singularNoun="refused row"
          emptyTitle="No row is refused."
        />
      )}
    </Stack>
  );
}
