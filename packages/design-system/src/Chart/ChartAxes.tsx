import { ActiveBand } from './CategoryHitAreas.tsx';
import { axisLabel, baseline, gridline } from './Chart.css.ts';
import { Decoration } from './ChartSvg.tsx';
import { type CartesianLayout, type CategoryAxisLayout, truncateLabel } from './cartesianLayout.ts';
import { estimateTextWidth } from './chartScales.ts';

export interface ValueAxisProps {
  ticks: readonly number[];
  /** A tick's y in px, inside the plot. */
  y: (value: number) => number;
  /** The plot's inner width: gridlines span it. */
  width: number;
  format: (value: number) => string;
}

/** Light horizontal gridlines with their values on the left; zero drawn stronger. */
export function ValueAxis({ ticks, y, width, format }: ValueAxisProps) {
  return (
    <Decoration>
      {ticks.map((tick) => (
        <g key={tick} transform={`translate(0, ${Math.round(y(tick)) + 0.5})`}>
          <line x2={width} className={tick === 0 ? baseline : gridline} />
          <text x={-8} dy="0.32em" textAnchor="end" className={axisLabel}>
            {format(tick)}
          </text>
        </g>
      ))}
    </Decoration>
  );
}

export interface CategoryAxisProps {
  /** The labels as written under the axis, in order. */
  labels: readonly string[];
  /** A category's centre in px. */
  x: (index: number) => number;
  /** The axis line's y (the plot's bottom). */
  y: number;
  /** Flat or slanted, every how many, how long (see `getCategoryAxisLayout`). */
  axis: CategoryAxisLayout;
  /** How far labels may reach, in px: the SVG's edges relative to the plot. */
  bounds: readonly [number, number];
}

/**
 * Category labels under the plot: flat when they fit (names shortened to their width), slanted
 * and shortened when names crowd,
 * thinned out (counting back from the latest) when a sequence does. A shortened label keeps its
 * full text in its title; the category's mark and the table view name it in full.
 */
export function CategoryAxis({ labels, x, y, axis, bounds }: CategoryAxisProps) {
  const last = labels.length - 1;
  let leftmost = Number.POSITIVE_INFINITY;
  const placed = labels.map((label, index) => {
    // The last category is usually the latest period: it always keeps its label.
    if ((last - index) % axis.stride !== 0) return null;
    if (axis.rotated) {
      // Slanted up to the left from the category's centre: it may not reach past the SVG's edge.
      const room = (x(index) - bounds[0]) / Math.SQRT1_2 - 4;
      const shown = truncateLabel(label, Math.min(axis.maxLabelWidth, room));
      return { index, label, shown, at: x(index) };
    }
    const shown = truncateLabel(label, axis.maxLabelWidth);
    // Near an edge a centred label would be cut: it moves inwards just enough.
    const half = estimateTextWidth(shown) / 2;
    const at = Math.min(Math.max(x(index), bounds[0] + half), bounds[1] - half);
    return { index, label, shown, at, half };
  });
  // Flat labels moved in from an edge may meet their neighbour: from the last, any label that
  // would touch the one after it is left out.
  const kept = new Set<number>();
  for (let index = last; index >= 0; index -= 1) {
    const one = placed[index];
    if (!one) continue;
    if ('half' in one && one.half !== undefined) {
      if (one.at + one.half + 4 > leftmost) continue;
      leftmost = one.at - one.half;
    }
    kept.add(index);
  }
  return (
    <Decoration transform={`translate(0, ${y})`}>
      {placed.map((one) =>
        one === null || !kept.has(one.index) ? null : axis.rotated ? (
          <text
            key={one.index}
            transform={`translate(${one.at}, 10) rotate(-45)`}
            dy="0.32em"
            textAnchor="end"
            className={axisLabel}
          >
            {one.shown !== one.label && <title>{one.label}</title>}
            {one.shown}
          </text>
        ) : (
          <text key={one.index} x={one.at} dy="1.4em" textAnchor="middle" className={axisLabel}>
            {one.shown !== one.label && <title>{one.label}</title>}
            {one.shown}
          </text>
        ),
      )}
    </Decoration>
  );
}

export interface CategoryAxesProps {
  layout: CartesianLayout;
  /** The category labels as written under the axis, in order. */
  labels: readonly string[];
  /** A category's centre in px. */
  x: (index: number) => number;
  /** The width each category owns. */
  step: number;
  activeIndex: number | null;
}

/**
 * The backdrop of a line or bar chart, under its marks: the value axis, the category labels
 * (slanted or thinned out when crowded) and the tint behind the active category.
 */
export function CategoryAxes({ layout, labels, x, step, activeIndex }: CategoryAxesProps) {
  const { margin, innerWidth, innerHeight } = layout;
  return (
    <>
      <ValueAxis ticks={layout.ticks} y={layout.y} width={innerWidth} format={layout.formatTick} />
      <CategoryAxis
        labels={labels}
        x={x}
        y={innerHeight}
        axis={layout.categoryAxis}
        bounds={[-margin.left, innerWidth + margin.right]}
      />
      <ActiveBand x={x} step={step} height={innerHeight} activeIndex={activeIndex} />
    </>
  );
}
