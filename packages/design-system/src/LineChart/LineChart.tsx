import { CategoryPlot } from '../Chart/CategoryPlot.tsx';
import {
  directLabel,
  guide,
  series as seriesColor,
  seriesFill,
  seriesStroke,
} from '../Chart/Chart.css.ts';
import { type ChartBaseProps, ChartFrame } from '../Chart/ChartFrame.tsx';
import { ChartLegend } from '../Chart/ChartLegend.tsx';
import { Decoration } from '../Chart/ChartSvg.tsx';
import { getCartesianLayout } from '../Chart/cartesianLayout.ts';
import {
  describeCategory,
  getCategoryData,
  getCategoryTable,
  getCategoryTooltipRows,
  getCategoryValues,
  getSeriesLegendItems,
  isCategoryDataEmpty,
} from '../Chart/categoryData.ts';
import type { ChartLabelFormat, ChartValueFormat } from '../Chart/chartFormat.ts';
import {
  bandScale,
  type ChartDatum,
  type ChartSeries,
  estimateTextWidth,
  getSeriesColor,
  spreadLabels,
} from '../Chart/chartScales.ts';
import { monotoneArea, monotoneLine } from '../Chart/monotonePaths.ts';
import { useChartFocus } from '../Chart/useChartFocus.ts';
import { cx } from '../utils/cx.ts';
import { area, type LineChartVariants, line, point } from './LineChart.css.ts';

/** A line: a key of the data, its name, and optionally a dashed stroke (projections, targets). */
export interface LineChartSeries extends ChartSeries {
  /**
   * `dashed` for a projection or the previous period beside the actual figures.
   * @default 'solid'
   */
  lineStyle?: LineChartVariants['lineStyle'];
}

export interface LineChartProps extends ChartBaseProps {
  /** One object per category (a month, a week), in order. */
  data: readonly ChartDatum[];
  /** The key of each datum's category, e.g. `'month'` for `{ month: '2024-03-01', ... }`. */
  x: string;
  /** The category column's header in the table view, e.g. "Month". */
  xLabel: string;
  /** The lines, in legend order; colours follow the palette from the accent. */
  series: readonly LineChartSeries[];
  /**
   * How categories are written (see `ChartLabelFormat`).
   * @default 'text'
   */
  xFormat?: ChartLabelFormat;
  /**
   * How values are written: compact on the axis, exact in the tooltip and table.
   * @default 'number'
   */
  valueFormat?: ChartValueFormat;
  /**
   * Fills the area under a single line.
   * @default false
   */
  showArea?: boolean;
}

/** Values over time as lines, with a tooltip per category on hover and keyboard focus. */
export function LineChart({
  data,
  x,
  xLabel,
  series,
  xFormat = 'text',
  valueFormat = 'number',
  showArea = false,
  height = 240,
  ...frame
}: LineChartProps) {
  const read = getCategoryData(data, x, series, xFormat);
  const count = data.length;
  const isEmpty = isCategoryDataEmpty(read);
  const { activeIndex, markProps } = useChartFocus(count);

  return (
    <ChartFrame
      {...frame}
      height={height}
      isEmpty={isEmpty}
      table={getCategoryTable(read, series, xLabel, valueFormat)}
      legend={series.length > 1 && <ChartLegend items={getSeriesLegendItems(series)} />}
    >
      {(width) => {
        // Direct labels in the right margin, level with each line's last value, when there is
        // room; the legend carries the names otherwise.
        const labelWidth = Math.max(...series.map((one) => estimateTextWidth(one.label)));
        const hasDirectLabels = series.length > 1 && width >= 480;
        const layout = getCartesianLayout({
          width,
          height,
          values: getCategoryValues(read),
          valueFormat,
          right: hasDirectLabels ? labelWidth + 16 : 8,
          categories: {
            labels: read.ticks,
            nominal: xFormat === 'text',
            stepOf: (innerWidth) => pointScale(count, innerWidth).step(),
          },
        });
        const { innerWidth, innerHeight, y } = layout;
        const xScale = pointScale(count, innerWidth);
        const step = xScale.step();
        const xAt = (index: number) => xScale(index);
        const pointsOf = (values: readonly (number | null)[]) =>
          values.map((value, index) => (value === null ? null : ([xAt(index), y(value)] as const)));
        const baseline = y(Math.max(0, layout.ticks[0] ?? 0));
        const ends = read.values.map((values) => {
          const last = values.findLastIndex((value) => value !== null);
          return { index: last, y: last === -1 ? 0 : y(values[last] ?? 0) };
        });
        const endLabelY = spreadLabels(
          ends.map((end) => end.y),
          14,
          0,
          innerHeight,
        );
        const showPoints = count <= 16;
        const active = activeIndex;
        const tooltip = (index: number) => {
          const values = read.values.map((one) => one[index] ?? null).filter((v) => v !== null);
          return {
            y: values.length > 0 ? y(Math.max(...values)) : innerHeight,
            rows: getCategoryTooltipRows(read, series, index, valueFormat),
          };
        };

        return (
          <CategoryPlot
            label={frame.label}
            width={width}
            height={height}
            layout={layout}
            data={read}
            x={xAt}
            step={step}
            activeIndex={active}
            describe={(index) => describeCategory(read, series, index, valueFormat)}
            markProps={markProps}
            tooltip={tooltip}
          >
            {active !== null && (
              <Decoration>
                <line className={guide} x1={xAt(active)} x2={xAt(active)} y2={innerHeight} />
              </Decoration>
            )}
            <Decoration>
              {read.values.map((values, index) => {
                const one = series[index] as LineChartSeries;
                const color = seriesColor({ color: getSeriesColor(index, one.tone) });
                return (
                  <g key={one.key} className={color}>
                    {showArea && series.length === 1 && (
                      <path
                        className={cx(area, seriesFill)}
                        d={monotoneArea(pointsOf(values), baseline) ?? undefined}
                      />
                    )}
                    <path
                      className={cx(line({ lineStyle: one.lineStyle }), seriesStroke)}
                      d={monotoneLine(pointsOf(values)) ?? undefined}
                    />
                    {values.map((value, category) =>
                      value === null ||
                      (category !== active &&
                        (!showPoints || one.lineStyle === 'dashed')) ? null : (
                        <circle
                          // biome-ignore lint/suspicious/noArrayIndexKey: one point per category, in order.
                          key={category}
                          className={cx(point({ isActive: category === active }), seriesFill)}
                          cx={xAt(category)}
                          cy={y(value)}
                          r={category === active ? 5 : 3}
                        />
                      ),
                    )}
                    {hasDirectLabels && ends[index] && ends[index].index !== -1 && (
                      <text
                        className={directLabel}
                        x={innerWidth + 10}
                        y={endLabelY[index]}
                        dy="0.32em"
                      >
                        {one.label}
                      </text>
                    )}
                  </g>
                );
              })}
            </Decoration>
          </CategoryPlot>
        );
      }}
    </ChartFrame>
  );
}

/** The categories' points across a plot `innerWidth` px wide, a little in from its edges. */
function pointScale(count: number, innerWidth: number) {
  return bandScale(count, innerWidth, { inner: 1, outer: 0.3 });
}
