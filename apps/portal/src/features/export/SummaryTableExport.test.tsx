import type { TableColumn } from '@airtime/design-system';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../test/captureDownloads.ts';
import { parseCsv } from '../../test/parseCsv.ts';
import { SummaryTable } from '../lists/SummaryTable.tsx';

const downloads = captureDownloads();

interface Row {
  readonly id: number;
  readonly name: string;
  readonly revenue: number;
  readonly lastAired: string;
}

const ROWS: readonly Row[] = [
  { id: 1, name: 'Acme, Inc.', revenue: 1200.5, lastAired: '2026-11-02' },
  { id: 2, name: '=cmd', revenue: 90000, lastAired: '2026-10-15' },
  { id: 3, name: 'Beta', revenue: 45, lastAired: '2026-11-20' },
];

const COLUMNS: readonly TableColumn<Row>[] = [
  { id: 'name', label: 'Brand', value: (row) => row.name, allowsSorting: true },
  {
    id: 'revenue',
    label: 'Revenue',
    allowsSorting: true,
    numeric: true,
    value: (row) => row.revenue,
    cell: (row) => `$${Math.round(row.revenue).toLocaleString('en-US')}`,
  },
  {
    id: 'last',
    label: 'Last aired',
    value: (row) => `Aired ${row.lastAired}`,
    exportValue: (row) => row.lastAired,
  },
];

function renderSummary() {
  render(
    <SummaryTable
      label="Revenue by brand"
      columns={COLUMNS}
      rows={ROWS}
      getRowId={(row) => row.id}
      defaultSort={{ column: 'revenue', direction: 'descending' }}
      isLoading={false}
      error={undefined}
      emptyTitle="No revenue yet."
      noun="brands"
      exportName={{ what: ['Acme agency', 'revenue'], when: '2026-11' }}
    />,
  );
}

describe("A summary table's export", () => {
  it('writes the rows it computed, in the order shown, with raw values', async () => {
    const user = userEvent.setup();
    renderSummary();
    await user.click(screen.getByRole('button', { name: 'Export CSV of brands' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('acme-agency-revenue-2026-11.csv');
    expect(parseCsv(await (downloads[0]?.text ?? ''))).toEqual([
      ['Brand', 'Revenue', 'Last aired'],
      ["'=cmd", '90000', '2026-10-15'],
      ['Acme, Inc.', '1200.5', '2026-11-02'],
      ['Beta', '45', '2026-11-20'],
    ]);
  });

  it('follows a sort the user chose', async () => {
    const user = userEvent.setup();
    renderSummary();
    await user.click(screen.getByRole('columnheader', { name: /Brand/ }));
    await user.click(screen.getByRole('button', { name: 'Export CSV of brands' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const rows = parseCsv(await (downloads[0]?.text ?? ''));
    expect(rows.slice(1).map((row) => row[0])).toEqual(["'=cmd", 'Acme, Inc.', 'Beta']);
  });
});
