import type { WholeList } from '@airtime/api-client';
import { useNavigate } from 'react-router';
import {
  getListStates,
  SummaryTable,
  type SummaryTableProps,
} from '../../../features/lists/SummaryTable.tsx';

export interface FinanceTableProps<Row extends { readonly id: string | number }>
  extends Omit<
    SummaryTableProps<Row>,
    'getRowId' | 'onRowAction' | 'isLoading' | 'error' | 'onRetry' | 'defaultSort'
  > {
  /** What the rows add up (the events, the payouts): its loading and error states, and retry. */
  readonly source: WholeList<unknown>;
  /** The page a row opens: its brand's or its creator's. */
  readonly hrefOf: (row: Row) => string;
  /** @default the amount, largest first */
  readonly defaultSort?: SummaryTableProps<Row>['defaultSort'];
}

/** A finance table: rows summed per brand or creator, sorted here, each opening its record. */
export function FinanceTable<Row extends { readonly id: string | number }>({
  source,
  hrefOf,
  rows,
  defaultSort = { column: 'amount', direction: 'descending' },
  ...table
}: FinanceTableProps<Row>) {
  const navigate = useNavigate();
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return (
    <SummaryTable<Row>
      {...table}
      rows={rows}
      getRowId={(row) => row.id}
      defaultSort={defaultSort}
      onRowAction={(key) => {
        const row = byId.get(String(key));
        if (row !== undefined) void navigate(hrefOf(row));
      }}
      {...getListStates(source)}
    />
  );
}
