// Type-level checks, run by `pnpm typecheck`: a Table must be named, and its columns must read
// the rows it is given.
import { Table } from './Table.tsx';
import type { TableColumn } from './tableColumns.ts';

type Row = { id: string; name: string; budget: number };
const rows: Row[] = [{ id: 'a', name: 'Acme', budget: 10 }];
const columns: TableColumn<Row>[] = [{ id: 'name', label: 'Name', value: (row) => row.name }];

// @ts-expect-error: a grid without a name says nothing to a screen reader.
export const unnamed = <Table columns={columns} rows={rows} getRowId={(row) => row.id} />;

export const labelled = (
  <Table aria-label="Campaigns" columns={columns} rows={rows} getRowId={(row) => row.id} />
);

export const labelledBy = (
  <Table aria-labelledby="heading" columns={columns} rows={rows} getRowId={(row) => row.id} />
);

const otherColumns: TableColumn<{ other: string }>[] = [
  { id: 'other', label: 'Other', value: (row) => row.other },
];

export const wrongColumns = (
  <Table<Row>
    aria-label="Campaigns"
    // @ts-expect-error: these columns read another kind of row.
    columns={otherColumns}
    rows={rows}
    getRowId={(row) => row.id}
  />
);
