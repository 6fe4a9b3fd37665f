import { Button, type TableColumn } from '@airtime/design-system';
import { Download } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ExportStep } from './ExportStatus.tsx';
import { exportBar } from './exportBar.css.ts';

// The progress and failure views load with the writing code, on the first press.
const LazyExportStatus = lazy(async () => ({
  default: (await import('./ExportStatus.tsx')).ExportStatus,
}));

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

type ExportState = { readonly step: 'idle' } | ExportStep;

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

  const idle = (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Export CSV of ${noun}`}
      isDisabled={isDisabled || state.step !== 'idle'}
      onPress={() => void start()}
    >
      <Download aria-hidden="true" />
      Export CSV
    </Button>
  );
  return (
    <div className={exportBar}>
      {state.step === 'idle' ? (
        idle
      ) : (
        // The button stays, disabled, while the views' code arrives (with the writing code).
        <Suspense fallback={idle}>
          <LazyExportStatus
            state={state}
            noun={noun}
            total={total}
            onCancel={() => {
              running.current?.abort();
              setState({ step: 'idle' });
            }}
            onRetry={() => void start()}
            onDismiss={() => setState({ step: 'idle' })}
          />
        </Suspense>
      )}
    </div>
  );
}
