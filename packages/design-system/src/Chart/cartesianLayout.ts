import { type ChartValueFormat, formatChartValue } from './chartFormat.ts';
import {
  type BandScale,
  bandScale,
  type ChartMargin,
  estimateTextWidth,
  getLabelStride,
  linearScale,
} from './chartScales.ts';
import { getValueScaleTicks } from './valueTicks.ts';

export interface CartesianLayoutOptions {
  width: number;
  height: number;
  /** Every value drawn (stack totals for stacked bars), for the value axis's domain. */
  values: readonly number[];
  valueFormat: ChartValueFormat;
  /** Extra room on the right, e.g. for direct labels at the ends of lines. */
  right?: number;
  /** The category labels under the plot: they decide how much room the axis takes below it. */
  categories?: CategoryAxisOptions;
}

export interface CategoryAxisOptions {
  /** The labels as written under the axis, in order. */
  labels: readonly string[];
  /**
   * Names (creators, campaigns) rather than a sequence (months): every one matters, so crowded
   * ones slant and shorten instead of thinning out.
   */
  nominal: boolean;
  /** The width each category owns, for a plot `innerWidth` px wide. */
  stepOf: (innerWidth: number) => number;
}

/** How the category labels are written under the plot. */
export interface CategoryAxisLayout {
  /** Every how many categories a label is written, counting back from the last; 1 is every one. */
  stride: number;
  /** Labels slant up to the left (45°), ending under their category, instead of lying flat. */
  rotated: boolean;
  /** The widest a label is written, in px; a longer one ends in '…' and keeps its full text. */
  maxLabelWidth: number;
  /** The room under the plot the labels take, in px. */
  height: number;
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
  /** The category labels' layout, when `categories` were given. */
  categoryAxis: CategoryAxisLayout;
}

const TOP = 16;
const BOTTOM = 28;
/** A slanted label's height across the slant (12 px type) and its step along the axis at 45°. */
const LINE = 16;
const SIN45 = Math.SQRT1_2;
/** Room between two flat labels, and the least a shortened flat label may keep (~10 letters). */
const LABEL_GAP = 8;
const MIN_FLAT = 72;
/** Slanted labels longer than this are shortened: names this long say enough in their start. */
const MAX_SLANTED = 132;
const FLAT: CategoryAxisLayout = {
  stride: 1,
  rotated: false,
  maxLabelWidth: Number.POSITIVE_INFINITY,
  height: BOTTOM,
};

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
  categories,
}: CartesianLayoutOptions): CartesianLayout {
  const count = Math.max(2, Math.floor((height - TOP - BOTTOM) / 48));
  const wholeNumbers = valueFormat === 'number' || valueFormat === 'money';
  const { domain, ticks } = getValueScaleTicks(values, count, wholeNumbers);
  const formatTick = (value: number) => formatChartValue(value, valueFormat, true);
  const left = Math.max(24, ...ticks.map((tick) => estimateTextWidth(formatTick(tick)) + 12));
  const margin: ChartMargin = { top: TOP, right, bottom: BOTTOM, left };
  const innerWidth = Math.max(0, width - left - right);
  const categoryAxis =
    categories === undefined
      ? FLAT
      : getCategoryAxisLayout(
          categories.labels,
          categories.stepOf(innerWidth),
          categories.nominal,
          height,
        );
  margin.bottom = categoryAxis.height;
  const innerHeight = Math.max(0, height - TOP - margin.bottom);
  const scale = linearScale(domain, [innerHeight, 0]);
  return {
    margin,
    innerWidth,
    innerHeight,
    y: (value) => scale(value),
    ticks,
    formatTick,
    categoryAxis,
  };
}

/**
 * How category labels fit under categories `step` px apart, measured against the widest: flat
 * when all fit; a sequence (months) thins out; names stay flat, shortened to their category's
 * width, while that keeps about ten letters, and otherwise slant at 45° (a label's line apart),
 * shortened past about 130 px or what leaves the plot half of a `height` px chart, thinning out
 * only when even slanted lines touch.
 */
export function getCategoryAxisLayout(
  labels: readonly string[],
  step: number,
  nominal: boolean,
  height: number,
): CategoryAxisLayout {
  const widest = Math.max(0, ...labels.map((label) => estimateTextWidth(label)));
  const flatStride = getLabelStride(widest, step);
  if (flatStride === 1) return { ...FLAT, maxLabelWidth: widest };
  if (!nominal) return { ...FLAT, stride: flatStride, maxLabelWidth: widest };
  // Wide categories keep names flat, shortened to their width: easier to read than a slant.
  if (step - LABEL_GAP >= MIN_FLAT) return { ...FLAT, maxLabelWidth: step - LABEL_GAP };
  const room = (height / 2 - 12) / SIN45 - LINE;
  const maxLabelWidth = Math.max(24, Math.min(widest, MAX_SLANTED, room));
  return {
    stride: getLabelStride(0, step, LINE / SIN45),
    rotated: true,
    maxLabelWidth,
    height: Math.ceil((maxLabelWidth + LINE) * SIN45) + 12,
  };
}

/** A label shortened to about `maxWidth` px, ending in '…' when cut. */
export function truncateLabel(label: string, maxWidth: number): string {
  if (estimateTextWidth(label) <= maxWidth) return label;
  let kept = label;
  while (kept.length > 1 && estimateTextWidth(`${kept}…`) > maxWidth) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}…`;
}

/** The bands of a bar chart: one per category across the plot, a third of each left as gap. */
export function getCategoryBand(count: number, innerWidth: number): BandScale {
  return bandScale(count, innerWidth, { inner: 0.3, outer: 0.15 });
}
