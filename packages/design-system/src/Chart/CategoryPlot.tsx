import type { ReactNode } from 'react';
import { CategoryHitAreas } from './CategoryHitAreas.tsx';
import { CategoryAxes } from './ChartAxes.tsx';
import { ChartSvg } from './ChartSvg.tsx';
import { ChartTooltip, type ChartTooltipRow } from './ChartTooltip.tsx';
import type { CartesianLayout } from './cartesianLayout.ts';
import type { CategoryData } from './categoryData.ts';
import type { ChartMarkProps } from './useChartFocus.ts';

/** The tooltip of the active category: its lines and the value's y it shows above, in the plot. */
export interface CategoryPlotTooltip {
  y: number;
  rows: readonly ChartTooltipRow[];
}

export interface CategoryPlotProps {
  /** The chart's name. */
  label: string;
  width: number;
  height: number;
  layout: CartesianLayout;
  /** The chart's data as read: the axis labels and the tooltip titles. */
  data: CategoryData;
  /** A category's centre in px. */
  x: (index: number) => number;
  /** The width each category owns. */
  step: number;
  activeIndex: number | null;
  /** A category's figures in words, for its hit area's accessible name. */
  describe: (index: number) => string;
  markProps: (index: number, label: string) => ChartMarkProps;
  tooltip: (index: number) => CategoryPlotTooltip;
  /** The marks, in the plot's coordinates: over the axes, under the hit areas. */
  children: ReactNode;
}

/**
 * The plot of a line or bar chart around its marks: the axes under them, a focusable hit area
 * per category over them, and the active category's tooltip.
 */
export function CategoryPlot({
  label,
  width,
  height,
  layout,
  data,
  x,
  step,
  activeIndex,
  describe,
  markProps,
  tooltip,
  children,
}: CategoryPlotProps) {
  const { margin, innerHeight } = layout;
  const active = activeIndex === null ? null : { index: activeIndex, ...tooltip(activeIndex) };
  return (
    <>
      <ChartSvg label={label} width={width} height={height}>
        <g transform={`translate(${margin.left}, ${margin.top})`}>
          <CategoryAxes
            layout={layout}
            labels={data.ticks}
            x={x}
            step={step}
            activeIndex={activeIndex}
          />
          {children}
          <CategoryHitAreas
            count={data.names.length}
            x={x}
            step={step}
            height={innerHeight}
            activeIndex={activeIndex}
            describe={describe}
            markProps={markProps}
          />
        </g>
      </ChartSvg>
      {active && (
        <ChartTooltip
          title={data.names[active.index] ?? ''}
          width={width}
          x={margin.left + x(active.index)}
          y={margin.top + active.y}
          rows={active.rows}
        />
      )}
    </>
  );
}
