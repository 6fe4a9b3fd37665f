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
  getCategoryValues,
  getSeriesLegendItems,
  isCategoryDataEmpty,
} from '../Chart/categoryData.ts';
import {
  type ChartLabelFormat,
  type ChartValueFormat,
  formatChartValue,
} from '../Chart/chartFormat.ts';
import {
  bandScale,
  type ChartDatum,
  type ChartSeries,
  type ChartTone,
  estimateTextWidth,
  getSeriesColor,
} from '../Chart/chartScales.ts';
import { useChartFocus } from '../Chart/useChartFocus.ts';
import { cx } from '../utils/cx.ts';
import { bar } from './BarChart.css.ts';

export interface BarChartProps extends ChartBaseProps {
  /** One object per category (a week, a brand), in order. */
  data: readonly ChartDatum[];
  /** The key of each datum's category, e.g. `'week'`. */
  x: string;
  /** The category column's header in the table view, e.g. "Week". */
  xLabel: string;
  /** One series, or several side by side per category; colours follow the palette. */
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
   * Colours each bar by its category's tone, for one series counted by status (campaigns by
   * planning step): a bar takes the colour its StatusBadge shows. Categories without a tone keep
   * the series' colour.
   * @default undefined
   */
  categoryTone?: ((category: string) => ChartTone | undefined) | undefined;
  /**
   * Writes each bar's value above it, when it fits.
   * @default true
   */
  showValues?: boolean;
}

/** Values per category as vertical bars, grouped when there are several series. */
export function BarChart({
  data,
  x,
  xLabel,
  series,
  xFormat = 'text',
  valueFormat = 'number',
  showValues = true,
  categoryTone,
  height = 240,
  ...frame
}: BarChartProps) {
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
        const layout = getCartesianLayout({
          width,
          height,
          values: getCategoryValues(read),
          valueFormat,
          categories: {
            labels: read.ticks,
            nominal: xFormat === 'text',
            stepOf: (innerWidth) => getCategoryBand(count, innerWidth).step(),
          },
        });
        const { innerWidth, y } = layout;
        const band = getCategoryBand(count, innerWidth);
        const group = bandScale(series.length, band.bandwidth(), {
          inner: series.length > 1 ? 0.1 : 0,
        });
        const step = band.step();
        const centre = (index: number) => band(index) + band.bandwidth() / 2;
        const zero = y(0);
        const labels = read.values.map((values) =>
          values.map((value) => (value === null ? '' : formatChartValue(value, valueFormat, true))),
        );
        // Values above the bars only when every one of them fits its bar's width.
        const valuesFit =
          showValues &&
          labels.flat().every((label) => estimateTextWidth(label) + 4 <= group.bandwidth());
        const active = activeIndex;
        const toneOf = (index: number) => categoryTone?.(read.categories[index] ?? '');

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
            describe={(index) => describeCategory(read, series, index, valueFormat)}
            markProps={markProps}
            tooltip={(index) => ({
              y: Math.min(zero, y(Math.max(...read.values.map((values) => values[index] ?? 0)))),
              rows: getCategoryTooltipRows(read, series, index, valueFormat).map((row) => {
                const tone = toneOf(index);
                return tone === undefined ? row : { ...row, color: tone };
              }),
            })}
          >
            <Decoration>
              {read.values.map((values, seriesIndex) => (
                <g
                  key={series[seriesIndex]?.key}
                  className={seriesColor({
                    color: getSeriesColor(seriesIndex, series[seriesIndex]?.tone),
                  })}
                >
                  {values.map((value, index) => {
                    if (value === null) return null;
                    const left = band(index) + group(seriesIndex);
                    const top = Math.min(y(value), zero);
                    const tone = toneOf(index);
                    return (
                      <g
                        // biome-ignore lint/suspicious/noArrayIndexKey: one bar per category, in order.
                        key={index}
                        className={tone === undefined ? undefined : seriesColor({ color: tone })}
                      >
                        <rect
                          className={cx(
                            bar({ isDimmed: active !== null && active !== index }),
                            seriesFill,
                          )}
                          x={left}
                          y={top}
                          width={group.bandwidth()}
                          height={Math.max(Math.abs(zero - y(value)), value === 0 ? 0 : 1)}
                          rx={2}
                        />
                        {valuesFit && (
                          <text
                            className={directLabel}
                            x={left + group.bandwidth() / 2}
                            y={value < 0 ? zero + Math.abs(zero - y(value)) + 12 : top - 4}
                            textAnchor="middle"
                          >
                            {labels[seriesIndex]?.[index]}
                          </text>
                        )}
                      </g>
                    );
                  })}
                </g>
              ))}
            </Decoration>
          </CategoryPlot>
        );
      }}
    </ChartFrame>
  );
}
