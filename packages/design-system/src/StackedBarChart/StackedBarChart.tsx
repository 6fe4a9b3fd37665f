import { stack } from 'd3-shape';
import { bar } from '../BarChart/BarChart.css.ts';
import { CategoryPlot } from '../Chart/CategoryPlot.tsx';
import { directLabel, series as seriesColor, seriesFill } from '../Chart/Chart.css.ts';
import { type ChartBaseProps, ChartFrame } from '../Chart/ChartFrame.tsx';
import { ChartLegend } from '../Chart/ChartLegend.tsx';
import { Decoration } from '../Chart/ChartSvg.tsx';
import { getCartesianLayout, getCategoryBand } from '../Chart/cartesianLayout.ts';
import {
  describeCategory,
  getCategoryData,
  getCategoryTable,
  getCategoryTooltipRows,
  getSeriesLegendItems,
} from '../Chart/categoryData.ts';
import {
  type ChartLabelFormat,
  type ChartValueFormat,
  formatChartValue,
} from '../Chart/chartFormat.ts';
import {
  type ChartDatum,
  type ChartSeries,
  estimateTextWidth,
  getSeriesColor,
} from '../Chart/chartScales.ts';
import { useChartFocus } from '../Chart/useChartFocus.ts';
import { cx } from '../utils/cx.ts';
import { type StackedBarChartVariants, segment } from './StackedBarChart.css.ts';

export interface StackedBarChartProps extends ChartBaseProps, StackedBarChartVariants {
  /** One object per category (a month), in order; values are counts or amounts, not negative. */
  data: readonly ChartDatum[];
  /** The key of each datum's category, e.g. `'month'`. */
  x: string;
  /** The category column's header in the table view, e.g. "Month". */
  xLabel: string;
  /**
   * The parts of each bar, bottom first: the first takes the accent, or each its `tone` (a part
   * that stands for a status takes its badge's colour).
   */
  series: readonly ChartSeries[];
  /**
   * How categories are written (see `ChartLabelFormat`).
   * @default 'text'
   */
  xFormat?: ChartLabelFormat;
  /**
   * How values are written: compact on the axis and above the bars, exact in the tooltip and table.
   * @default 'number'
   */
  valueFormat?: ChartValueFormat;
  /**
   * Writes each bar's total above it, when it fits.
   * @default true
   */
  showTotals?: boolean;
  /**
   * `hairline` separates the parts with a thin line in the surface colour; `none` joins them.
   * @default 'hairline'
   */
  segmentGap?: StackedBarChartVariants['segmentGap'];
}

/** Parts of a whole per category (events per month by status), stacked, with their totals. */
export function StackedBarChart({
  data,
  x,
  xLabel,
  series,
  xFormat = 'text',
  valueFormat = 'number',
  showTotals = true,
  height = 240,
  segmentGap,
  ...frame
}: StackedBarChartProps) {
  const read = getCategoryData(data, x, series, xFormat);
  const count = data.length;
  const isEmpty = count === 0 || read.totals.every((total) => total === 0);
  const { activeIndex, markProps } = useChartFocus(count);
  // Rows of plain numbers, one column per series, for d3's stack (missing values stack as 0).
  const rows = read.totals.map((_, index) =>
    Object.fromEntries(
      series.map((one, s) => [one.key, Math.max(0, read.values[s]?.[index] ?? 0)]),
    ),
  );
  const layers = stack<Record<string, number>>().keys(series.map((one) => one.key))(rows);

  return (
    <ChartFrame
      {...frame}
      height={height}
      isEmpty={isEmpty}
      table={getCategoryTable(read, series, xLabel, valueFormat, true)}
      legend={<ChartLegend items={getSeriesLegendItems(series)} />}
    >
      {(width) => {
        const layout = getCartesianLayout({
          width,
          height,
          values: read.totals,
          valueFormat,
          categories: {
            labels: read.ticks,
            nominal: xFormat === 'text',
            stepOf: (innerWidth) => getCategoryBand(count, innerWidth).step(),
          },
        });
        const { innerWidth, y } = layout;
        const band = getCategoryBand(count, innerWidth);
        const step = band.step();
        const centre = (index: number) => band(index) + band.bandwidth() / 2;
        const totals = read.totals.map((total) => formatChartValue(total, valueFormat, true));
        const totalsFit =
          showTotals && totals.every((label) => estimateTextWidth(label) + 4 <= band.bandwidth());
        const active = activeIndex;

        return (
          <CategoryPlot
            label={frame.label}
            width={width}
            height={height}
            layout={layout}
            data={read}
            x={centre}
            step={step}
            activeIndex={active}
            describe={(index) => describeCategory(read, series, index, valueFormat, true)}
            markProps={markProps}
            tooltip={(index) => ({
              y: y(read.totals[index] ?? 0),
              rows: [
                // Top segment first, as the bar reads from the top.
                ...getCategoryTooltipRows(read, series, index, valueFormat).reverse(),
                { label: 'Total', value: formatChartValue(read.totals[index], valueFormat) },
              ],
            })}
          >
            <Decoration>
              {layers.map((layer, seriesIndex) => (
                <g
                  key={layer.key}
                  className={seriesColor({
                    color: getSeriesColor(seriesIndex, series[seriesIndex]?.tone),
                  })}
                >
                  {layer.map(([low, high], index) =>
                    high - low <= 0 ? null : (
                      <rect
                        // biome-ignore lint/suspicious/noArrayIndexKey: one segment per category, in order.
                        key={index}
                        className={cx(
                          bar({ isDimmed: active !== null && active !== index }),
                          segment({ segmentGap }),
                          seriesFill,
                        )}
                        x={band(index)}
                        y={y(high)}
                        width={band.bandwidth()}
                        height={Math.max(1, y(low) - y(high))}
                      />
                    ),
                  )}
                </g>
              ))}
              {totalsFit &&
                read.totals.map((total, index) =>
                  total <= 0 ? null : (
                    <text
                      // biome-ignore lint/suspicious/noArrayIndexKey: one total per category, in order.
                      key={index}
                      className={directLabel}
                      x={centre(index)}
                      y={y(total) - 4}
                      textAnchor="middle"
                    >
                      {totals[index]}
                    </text>
                  ),
                )}
            </Decoration>
          </CategoryPlot>
        );
      }}
    </ChartFrame>
  );
}
