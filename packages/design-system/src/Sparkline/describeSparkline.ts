import { type ChartValueFormat, formatChartValue } from '../Chart/chartFormat.ts';

/**
 * A sparkline in words, its accessible name: "Views by week, 01/07/2024 to 03/24/2024: from
 * 1,204,000 to 2,689,300, low 986,200, high 2,689,300". Missing values are skipped.
 */
export function describeSparkline(
  label: string,
  names: readonly string[],
  values: ReadonlyArray<number | null>,
  format: ChartValueFormat,
): string {
  const known = values
    .map((value, index) => ({ value, name: names[index] ?? '' }))
    .filter((point): point is { value: number; name: string } => point.value !== null);
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last) return `${label}: no data`;
  const write = (value: number) => formatChartValue(value, format);
  if (known.length === 1) return `${label}, ${first.name}: ${write(first.value)}`;
  const low = Math.min(...known.map((point) => point.value));
  const high = Math.max(...known.map((point) => point.value));
  return `${label}, ${first.name} to ${last.name}: from ${write(first.value)} to ${write(last.value)}, low ${write(low)}, high ${write(high)}`;
}
