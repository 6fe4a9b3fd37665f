import type { ChartExportData } from '@airtime/design-system';

/** Downloads a chart's data (ChartExportContext's value); the writing code loads on first use. */
export function exportChart(data: ChartExportData): void {
  void import('./exportCsv.ts').then(({ exportChartData }) => exportChartData(data));
}
