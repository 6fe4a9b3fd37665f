/** One row of chart data, as an API returns it: `{ month: '2024-03-01', revenue: 1200 }`. */
export type ChartDatum = Readonly<Record<string, string | number | null | undefined>>;

/** A series drawn from one key of the data. */
export interface ChartSeries {
  /** The key of the data holding its values. */
  key: string;
  /** Its name in the legend, tooltip and table. */
  label: string;
  /**
   * Colours the series by meaning instead of by its place in the palette, e.g. `positive` for
   * "Aired": the colour a StatusBadge of that tone shows.
   * @default undefined
   */
  tone?: ChartTone | undefined;
}

/** The inner plot's distances from the edges of the SVG. */
export interface ChartMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The series palette: chart1 first (the theme's accent), six colours, then round again. */
export const SERIES_COLORS = 6;

/**
 * A rough width of a label in Inter at `fontSize` px, for layout decisions only (does a label fit
 * here, how wide is the axis): average glyphs, digits and capitals a little wider.
 */
export function estimateTextWidth(text: string, fontSize = 12): number {
  let width = 0;
  for (const character of text) {
    if (/[0-9$]/.test(character)) width += 0.62;
    else if (/[A-Z]/.test(character)) width += 0.68;
    else if (/[\s.,:'|/-]/.test(character)) width += 0.3;
    else width += 0.55;
  }
  return Math.ceil(width * fontSize);
}

/**
 * A linear map of `domain` onto `range`, as d3-scale's `scaleLinear` maps numbers, without the
 * interpolators, colours and formats it brings (about 9 KB gzipped on every chart page). An empty
 * domain maps to the middle of the range, as d3's does.
 */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (value: number) => number {
  const span = d1 - d0;
  return (value) => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** Categories 0 to count - 1 placed across a plot: where each starts, how wide, how far apart. */
export interface BandScale {
  /** The start of category `index`'s band (its point, for a point scale), in px. */
  (index: number): number;
  /** A band's width in px; 0 for points. */
  bandwidth(): number;
  /** From one category's start to the next's, in px. */
  step(): number;
}

/**
 * d3-scale's `scaleBand` over the categories 0 to `count - 1` across `[0, width]`, centred, without
 * its ordinal scale and InternMap: `inner` is the gap between bands as a share of the step, `outer`
 * the room before the first and after the last in steps. `inner: 1` is d3's `scalePoint`.
 */
export function bandScale(
  count: number,
  width: number,
  { inner = 0, outer = 0 }: { readonly inner?: number; readonly outer?: number } = {},
): BandScale {
  const step = width / Math.max(1, count - inner + outer * 2);
  const start = (width - step * (count - inner)) / 2;
  const bandwidth = step * (1 - inner);
  return Object.assign((index: number) => start + step * index, {
    bandwidth: () => bandwidth,
    step: () => step,
  });
}

/**
 * Every how many categories an axis label fits: labels of `labelWidth` px under categories
 * `step` px apart keep at least `gap` px between them. 1 means every label.
 */
export function getLabelStride(labelWidth: number, step: number, gap = 8): number {
  if (step <= 0) return 1;
  return Math.max(1, Math.ceil((labelWidth + gap) / step));
}

/**
 * Moves direct labels (e.g. at the ends of lines) apart vertically so none overlap: each keeps
 * at least `minGap` px from the next, staying as close to its wanted `y` as it can, within
 * `[top, bottom]`. Returns the new positions in the input's order.
 */
export function spreadLabels(
  wanted: readonly number[],
  minGap: number,
  top: number,
  bottom: number,
): number[] {
  const order = wanted.map((y, index) => ({ y, index })).sort((a, b) => a.y - b.y);
  const placed = order.map((label) => Math.min(Math.max(label.y, top), bottom));
  for (let index = 1; index < placed.length; index += 1) {
    placed[index] = Math.max(placed[index] as number, (placed[index - 1] as number) + minGap);
  }
  // Pushed past the bottom: walk back up from the end.
  for (let index = placed.length - 1; index >= 0; index -= 1) {
    const limit = index === placed.length - 1 ? bottom : (placed[index + 1] as number) - minGap;
    placed[index] = Math.min(placed[index] as number, limit);
  }
  const result = new Array<number>(wanted.length);
  order.forEach((label, rank) => {
    result[label.index] = placed[rank] as number;
  });
  return result;
}

/** The next index for a key among `count` marks, from `index`: arrows step, Home and End jump. */
export function getNextMarkIndex(index: number, key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(index + 1, count - 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The palette's colour names, in order; chart1 is the theme's accent. */
export type ChartPaletteColor = 'chart1' | 'chart2' | 'chart3' | 'chart4' | 'chart5' | 'chart6';

/** The semantic tones a series or slice may take: a StatusBadge's tones, the same colours. */
export const CHART_TONES = [
  'positive',
  'warning',
  'critical',
  'info',
  'neutral',
  'accent',
] as const;
export type ChartTone = (typeof CHART_TONES)[number];

/** Any colour a mark may take: a palette colour or a tone. */
export type ChartColor = ChartPaletteColor | ChartTone;

/**
 * The colour of the series (or slice) at `index`: its tone when it has one, otherwise the
 * palette's, chart1 first, round again after six.
 */
export function getSeriesColor(index: number, tone?: ChartTone): ChartColor {
  return tone ?? (`chart${(index % SERIES_COLORS) + 1}` as ChartPaletteColor);
}
