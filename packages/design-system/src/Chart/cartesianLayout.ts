import { type ScaleBand, scaleBand, scaleLinear } from 'd3-scale';
import { type ChartValueFormat, formatChartValue } from './chartFormat.ts';
import {
  type ChartMargin,
  estimateTextWidth,
  getLabelStride,
  getValueScaleTicks,
} from './chartScales.ts';

export interface CartesianLayoutOptions {
  width: number;
  height: number;
  /** Every value drawn (stack totals for stacked bars), for the value axis's domain. */
  values: readonly number[];
  valueFormat: ChartValueFormat;
  /** Extra room on the right, e.g. for direct labels at the ends of lines. */
  right?: number;
}

export interface CartesianLayout {
  margin: ChartMargin;
  innerWidth: number;
  innerHeight: number;
  /** A value's y in px inside the plot. */
  y: (value: number) => number;
  ticks: number[];
  /** A tick's compact label. */
  formatTick: (value: number) => string;
}

const TOP = 16;
const BOTTOM = 28;

/**
 * The value axis and margins of a line or bar chart: about one gridline per 48 px, labels in the
 * compact format, and a left margin as wide as the widest label.
 */
export function getCartesianLayout({
  width,
  height,
  values,
  valueFormat,
  right = 8,
}: CartesianLayoutOptions): CartesianLayout {
  const count = Math.max(2, Math.floor((height - TOP - BOTTOM) / 48));
  const wholeNumbers = valueFormat === 'number' || valueFormat === 'money';
  const { domain, ticks } = getValueScaleTicks(values, count, wholeNumbers);
  const formatTick = (value: number) => formatChartValue(value, valueFormat, true);
  const left = Math.max(24, ...ticks.map((tick) => estimateTextWidth(formatTick(tick)) + 12));
  const margin = { top: TOP, right, bottom: BOTTOM, left };
  const innerWidth = Math.max(0, width - left - right);
  const innerHeight = Math.max(0, height - TOP - BOTTOM);
  const scale = scaleLinear().domain(domain).range([innerHeight, 0]);
  return { margin, innerWidth, innerHeight, y: (value) => scale(value), ticks, formatTick };
}

/** The bands of a bar chart: one per category across the plot, a third of each left as gap. */
export function getCategoryBand(count: number, innerWidth: number): ScaleBand<number> {
  return scaleBand<number>()
    .domain(Array.from({ length: count }, (_, index) => index))
    .range([0, innerWidth])
    .paddingInner(0.3)
    .paddingOuter(0.15);
}

/** Every how many categories the widest of these axis labels fits, categories `step` px apart. */
export function getCategoryLabelStride(labels: readonly string[], step: number): number {
  return getLabelStride(Math.max(...labels.map((label) => estimateTextWidth(label))), step);
}
