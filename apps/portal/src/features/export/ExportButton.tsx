import { Button, formatNumber, ProgressBar, type TableColumn } from '@airtime/design-system';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { exportBar, exportFailure, exportProgress } from './exportBar.css.ts';

/** What an export file is named after: what (a record's name first) and the period it covers. */
export interface ExportName {
  /** e.g. ['brands'], or ['Acme', 'events'] on a record's page. */
  readonly what: readonly string[];
  /** The period ('2026-11'); the day of the export by default. */
  readonly when?: string;
}

export interface ExportButtonProps<T> {
  /** What the rows are: 'brands'. Names the button and the progress. */
  readonly noun: string;
  /** The columns the table shows, in order: their titles are the headers. */
  readonly columns: readonly TableColumn<T>[];
  /** Every row the user sees, in the table's order, a batch at a time (a list's pages). */
  readonly read: (signal: AbortSignal) => AsyncIterable<readonly T[]>;
  /** How many rows there are to write, for the progress; unknown shows a moving bar. */
  readonly total: number | undefined;
  /** @default { what: [noun] } on the day of the export */
  readonly name?: ExportName | undefined;
  /** Nothing to export yet (the rows are loading, or there are none). */
  readonly isDisabled?: boolean;
}

type ExportState =
  | { readonly step: 'idle' }
  | { readonly step: 'running'; readonly rows: number }
  | { readonly step: 'failed'; readonly message: string };

/**
 * "Export CSV" for a table: writes every row the user's list holds (its filters and sort, every
 * page) to a CSV file, showing rows written of the total with Cancel, and why it failed with
 * Retry. The writing code loads on the first press.
 */
export function ExportButton<T>({
  noun,
  columns,
  read,
  total,
  name,
  isDisabled = false,
}: ExportButtonProps<T>) {
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Leaving the page stops the reading.
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setState({ step: 'running', rows: 0 });
    try {
      const { exportTable } = await import('./exportCsv.ts');
      await exportTable({
        columns,
        batches: read(controller.signal),
        name: { what: name?.what ?? [noun], when: name?.when ?? new Date() },
        signal: controller.signal,
        onProgress: (rows) => setState({ step: 'running', rows }),
      });
      setState({ step: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      setState({ step: 'failed', message });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  return (
    <div className={exportBar}>
      {state.step === 'running' ? (
        <>
          <ProgressBar
            className={exportProgress}
            label={`Exporting ${noun}`}
            value={state.rows}
            {...(total === undefined
              ? { isIndeterminate: true }
              : {
                  maxValue: Math.max(total, 1),
                  valueLabel: `${formatNumber(state.rows)} of ${formatNumber(total)} rows`,
                })}
          />
          <Button
            variant="ghost"
            size="sm"
            onPress={() => {
              running.current?.abort();
              setState({ step: 'idle' });
            }}
          >
            Cancel
          </Button>
        </>
      ) : state.step === 'failed' ? (
        <>
          <span role="alert" className={exportFailure}>
            {`The ${noun} could not be exported: ${state.message}`}
          </span>
          <Button size="sm" onPress={() => void start()}>
            Retry
          </Button>
          <Button variant="ghost" size="sm" onPress={() => setState({ step: 'idle' })}>
            Dismiss
          </Button>
        </>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Export CSV of ${noun}`}
          isDisabled={isDisabled}
          onPress={() => void start()}
        >
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      )}
    </div>
  );
}
