import type { ChartExportData, SortValue, TableColumn } from '@airtime/design-system';
import { type ExportFileNameParts, formatCsvRow, getExportFileName } from '@airtime/domain';

// Loaded on the first press of an export (ExportButton), never with a page.

/** Rows formatted between two yields: small enough that no slice holds the main thread long. */
const ROWS_PER_SLICE = 500;

/** Excel reads a CSV as UTF-8 only when it starts with a byte-order mark. */
const UTF8_BOM = '\uFEFF';

/** Lets the browser paint and handle input between two slices of work. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield !== undefined) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** What a table export writes: the columns shown, and every row, a batch at a time. */
export interface TableExport<T> {
  readonly columns: readonly TableColumn<T>[];
  /** Every row the user's list holds, in its order, a batch (a page) at a time. */
  readonly batches: AsyncIterable<readonly T[]>;
  /** What the file holds and when: its name ('brands-2026-11-27.csv'). */
  readonly name: ExportFileNameParts;
  readonly signal: AbortSignal;
  /** Rows written so far. */
  readonly onProgress?: (rows: number) => void;
}

/**
 * Writes a CSV of a table, headers being the column titles and cells the columns' raw values
 * (`exportValue`, else `value`), slice by slice with a yield between, into a Blob; then
 * downloads it. Rejects with the abort reason when cancelled, or with a failed read's error.
 */
export async function exportTable<T>({
  columns,
  batches,
  name,
  signal,
  onProgress,
}: TableExport<T>): Promise<void> {
  const readers = columns.map((column) => column.exportValue ?? column.value);
  // A Blob per slice: each is encoded to bytes as it comes, so the file's Blob at the end only
  // links them, rather than encoding megabytes of text in one task.
  const parts: Blob[] = [new Blob([UTF8_BOM, formatCsvRow(columns.map((column) => column.label))])];
  let written = 0;
  for await (const batch of batches) {
    for (let start = 0; start < batch.length; start += ROWS_PER_SLICE) {
      signal.throwIfAborted();
      let slice = '';
      for (const row of batch.slice(start, start + ROWS_PER_SLICE)) {
        slice += formatCsvRow(readers.map((read): SortValue => read?.(row)));
      }
      parts.push(new Blob([slice]));
      written += Math.min(ROWS_PER_SLICE, batch.length - start);
      onProgress?.(written);
      await yieldToMain();
    }
  }
  signal.throwIfAborted();
  download(new Blob(parts, { type: 'text/csv;charset=utf-8' }), getExportFileName(name));
}

/** Downloads a chart's data as drawn, one row per point, named after the chart and the day. */
export function exportChartData({ label, columns, rows }: ChartExportData, now = new Date()): void {
  const text = [UTF8_BOM, formatCsvRow(columns), ...rows.map(formatCsvRow)];
  download(
    new Blob(text, { type: 'text/csv;charset=utf-8' }),
    getExportFileName({ what: [label], when: now }),
  );
}

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns: free it a while later, not at once.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
