import type { ChartLegendItem } from './ChartLegend.tsx';
import type { ChartTableData } from './ChartTable.tsx';
import type { ChartTooltipRow } from './ChartTooltip.tsx';
import {
  type ChartLabelFormat,
  type ChartValueFormat,
  formatChartLabel,
  formatChartValue,
  toChartNumber,
} from './chartFormat.ts';
import { type ChartDatum, type ChartSeries, getSeriesColor } from './chartScales.ts';

/** Data of a line or bar chart, read once: categories, their labels, and each series' values. */
export interface CategoryData {
  /** Each category's value in the data ('2024-03'). */
  categories: string[];
  /** Each category's label under the axis ("3/24"). */
  ticks: string[];
  /** Each category's label in full, for tooltips and the table ("Week of 03/04/24"). */
  names: string[];
  /** `values[series][category]`; null where a value is missing (a gap, not a zero). */
  values: Array<Array<number | null>>;
  /** Each category's sum over the series (missing values count as nothing). */
  totals: number[];
}

export function getCategoryData(
  data: readonly ChartDatum[],
  x: string,
  series: readonly ChartSeries[],
  xFormat: ChartLabelFormat,
): CategoryData {
  const categories = data.map((datum) => String(datum[x] ?? ''));
  const values = series.map((one) => data.map((datum) => toChartNumber(datum[one.key])));
  return {
    categories,
    ticks: categories.map((category) => formatChartLabel(category, xFormat, 'tick')),
    names: categories.map((category) => formatChartLabel(category, xFormat, 'full')),
    values,
    totals: data.map((_, index) =>
      values.reduce((sum, seriesValues) => sum + (seriesValues[index] ?? 0), 0),
    ),
  };
}

/**
 * One category in words, for its mark's accessible name: "3/24: Revenue $48,250, Payouts
 * $31,000", with the total last when asked.
 */
export function describeCategory(
  data: CategoryData,
  series: readonly ChartSeries[],
  index: number,
  valueFormat: ChartValueFormat,
  withTotal = false,
): string {
  const parts = series.map(
    (one, seriesIndex) =>
      `${one.label} ${formatChartValue(data.values[seriesIndex]?.[index], valueFormat)}`,
  );
  if (withTotal) parts.push(`Total ${formatChartValue(data.totals[index], valueFormat)}`);
  return `${data.names[index]}: ${parts.join(', ')}`;
}

/** The table view: the category column, a column per series, and a total column when asked. */
export function getCategoryTable(
  data: CategoryData,
  series: readonly ChartSeries[],
  xLabel: string,
  valueFormat: ChartValueFormat,
  withTotal = false,
): ChartTableData {
  return {
    columns: [xLabel, ...series.map((one) => one.label), ...(withTotal ? ['Total'] : [])],
    rows: data.names.map((name, index) => [
      name,
      ...data.values.map((seriesValues) => formatChartValue(seriesValues[index], valueFormat)),
      ...(withTotal ? [formatChartValue(data.totals[index], valueFormat)] : []),
    ]),
    raw: data.categories.map((category, index) => [
      category,
      ...data.values.map((seriesValues) => seriesValues[index] ?? null),
      ...(withTotal ? [data.totals[index] ?? null] : []),
    ]),
  };
}

/** True when there is no category, or no value in any of them. */
export function isCategoryDataEmpty(data: CategoryData): boolean {
  return data.names.length === 0 || data.values.every((values) => values.every((v) => v === null));
}

/** The legend: each series' name beside its palette colour. */
export function getSeriesLegendItems(series: readonly ChartSeries[]): ChartLegendItem[] {
  return series.map((one, index) => ({ label: one.label, color: getSeriesColor(index, one.tone) }));
}

/** The tooltip's lines for one category: each series' exact value beside its colour. */
export function getCategoryTooltipRows(
  data: CategoryData,
  series: readonly ChartSeries[],
  index: number,
  valueFormat: ChartValueFormat,
): ChartTooltipRow[] {
  return series.map((one, seriesIndex) => ({
    label: one.label,
    value: formatChartValue(data.values[seriesIndex]?.[index], valueFormat),
    color: getSeriesColor(seriesIndex, one.tone),
  }));
}

/** Every value there is, missing ones left out: what the value axis must reach. */
export function getCategoryValues(data: CategoryData): number[] {
  return data.values.flat().filter((value): value is number => value !== null);
}
