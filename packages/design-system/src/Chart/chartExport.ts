import { createContext } from 'react';
import type { ChartRawValue } from './ChartTable.tsx';

/** A chart's data as it draws it, for an export: its name, the columns, one row per point. */
export interface ChartExportData {
  /** The chart's title ("Revenue by month"). */
  readonly label: string;
  /** The category's header, then each series' ("Month", "Revenue"). */
  readonly columns: readonly string[];
  /** One row per category or slice, values unformatted. */
  readonly rows: ReadonlyArray<readonly ChartRawValue[]>;
}

/**
 * What an app does with a chart's data (writes a file, say). Given, every chart with data shows
 * an "Export data" button that passes it its data; without it, none does.
 */
export const ChartExportContext = createContext<((data: ChartExportData) => void) | null>(null);
