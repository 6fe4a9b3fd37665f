import { ActiveBand } from './CategoryHitAreas.tsx';
import { axisLabel, baseline, gridline } from './Chart.css.ts';
import { Decoration } from './ChartSvg.tsx';
import type { CartesianLayout } from './cartesianLayout.ts';
import { getCategoryLabelStride } from './cartesianLayout.ts';
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
  /** Label every `stride`th category only, when they do not all fit. */
  stride: number;
  /** How far labels may reach, in px: the SVG's edges relative to the plot. */
  bounds: readonly [number, number];
}

/** Category labels under the plot, thinned out when crowded, counting back from the latest. */
export function CategoryAxis({ labels, x, y, stride, bounds }: CategoryAxisProps) {
  const last = labels.length - 1;
  return (
    <Decoration transform={`translate(0, ${y})`}>
      {labels.map((label, index) => {
        // The last category is usually the latest period: it always keeps its label.
        if ((last - index) % stride !== 0) return null;
        // Near an edge a centred label would be cut: it moves inwards just enough.
        const half = estimateTextWidth(label) / 2;
        const at = Math.min(Math.max(x(index), bounds[0] + half), bounds[1] - half);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: categories may repeat a label; the index is their identity.
          <text key={index} x={at} dy="1.4em" textAnchor="middle" className={axisLabel}>
            {label}
          </text>
        );
      })}
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
 * (thinned out when crowded) and the tint behind the active category.
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
        stride={getCategoryLabelStride(labels, step)}
        bounds={[-margin.left, innerWidth + margin.right]}
      />
      <ActiveBand x={x} step={step} height={innerHeight} activeIndex={activeIndex} />
    </>
  );
}
