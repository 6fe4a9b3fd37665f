import { arc, type PieArcDatum, pie } from 'd3-shape';
import { mark, series as seriesColor, seriesFill } from '../Chart/Chart.css.ts';
import { type ChartBaseProps, ChartFrame } from '../Chart/ChartFrame.tsx';
import { ChartLegend } from '../Chart/ChartLegend.tsx';
import { ChartSvg, Decoration } from '../Chart/ChartSvg.tsx';
import { ChartTooltip } from '../Chart/ChartTooltip.tsx';
import { type ChartValueFormat, formatChartValue } from '../Chart/chartFormat.ts';
import { type ChartTone, getSeriesColor } from '../Chart/chartScales.ts';
import { useChartFocus } from '../Chart/useChartFocus.ts';
import { formatPercent } from '../format/formatPercent.ts';
import { cx } from '../utils/cx.ts';
import {
  centreLabel,
  centreValue,
  type DonutChartVariants,
  donutFigure,
  donutLayout,
  donutLegend,
  slice,
} from './DonutChart.css.ts';

/** One slice: a name and a non-negative amount. */
export interface DonutChartDatum {
  /** The slice's name in the legend, tooltip and table ("Aired"). */
  label: string;
  /** Its amount; negative amounts count as zero. */
  value: number;
  /**
   * Colours the slice by meaning instead of by its place in the palette: a slice that stands for
   * a status takes the tone its StatusBadge shows, so chart and table agree.
   * @default undefined
   */
  tone?: ChartTone | undefined;
}

export interface DonutChartProps
  extends ChartBaseProps,
    Omit<DonutChartVariants, 'legendPosition'> {
  /**
   * The slices, largest first reads best; colours follow the palette from the accent, or each
   * slice's `tone`. Six at most (the palette's size): group the rest as "Others".
   */
  data: readonly DonutChartDatum[];
  /** The slice column's header in the table view, e.g. "Status". */
  categoryLabel: string;
  /**
   * How values are written: compact in the centre, exact in the legend, tooltip and table.
   * @default 'number'
   */
  valueFormat?: ChartValueFormat;
  /**
   * What the figure in the centre is.
   * @default 'Total'
   */
  totalLabel?: string;
  /**
   * Where the legend goes: `side` or `below` the donut; `auto` picks by the width available.
   * @default 'auto'
   */
  legendPosition?: DonutChartVariants['legendPosition'] | 'auto';
}

/** Parts of a whole (events by status), with the total in the middle and the figures beside it. */
export function DonutChart({
  data,
  categoryLabel,
  valueFormat = 'number',
  totalLabel = 'Total',
  legendPosition = 'auto',
  height = 240,
  ...frame
}: DonutChartProps) {
  const slices = data.map((datum) => ({ ...datum, value: Math.max(0, datum.value) }));
  const total = slices.reduce((sum, datum) => sum + datum.value, 0);
  const isEmpty = total === 0;
  const share = (value: number) => formatPercent(total === 0 ? 0 : value / total);
  const describe = (datum: DonutChartDatum) =>
    `${datum.label}: ${formatChartValue(datum.value, valueFormat)}, ${share(datum.value)}`;
  const { activeIndex, markProps } = useChartFocus(slices.length);

  return (
    <ChartFrame
      {...frame}
      height={height}
      isEmpty={isEmpty}
      table={{
        columns: [categoryLabel, 'Value', 'Share'],
        rows: [
          ...slices.map((datum) => [
            datum.label,
            formatChartValue(datum.value, valueFormat),
            share(datum.value),
          ]),
          [totalLabel, formatChartValue(total, valueFormat), share(total)],
        ],
        raw: slices.map((datum) => [
          datum.label,
          datum.value,
          total === 0 ? 0 : datum.value / total,
        ]),
      }}
    >
      {(width) => {
        const side = legendPosition === 'side' || (legendPosition === 'auto' && width >= 420);
        const size = side ? Math.min(height, width / 2) : Math.min(height * 0.66, width);
        const outer = size / 2 - 6;
        const inner = outer * 0.64;
        const arcs = pie<DonutChartDatum>()
          .sort(null)
          .value((datum) => datum.value)
          .padAngle(slices.length > 1 ? 0.012 : 0)(slices);
        const path = arc<PieArcDatum<DonutChartDatum>>().innerRadius(inner).cornerRadius(2);
        const active = activeIndex;
        const activeArc = active === null ? undefined : arcs[active];
        const [tipX, tipY] = activeArc ? path.outerRadius(outer).centroid(activeArc) : [0, 0];

        return (
          <div className={donutLayout({ legendPosition: side ? 'side' : 'below' })}>
            <div className={donutFigure}>
              <ChartSvg label={frame.label} width={size} height={size}>
                <g transform={`translate(${size / 2}, ${size / 2})`}>
                  {arcs.map((datum, index) => (
                    <path
                      key={datum.data.label}
                      className={cx(
                        mark,
                        slice,
                        seriesColor({ color: getSeriesColor(index, datum.data.tone) }),
                        seriesFill,
                      )}
                      d={path.outerRadius(index === active ? outer + 4 : outer)(datum) ?? undefined}
                      data-dimmed={(active !== null && active !== index) || undefined}
                      {...markProps(index, describe(datum.data))}
                    />
                  ))}
                  <Decoration>
                    <text className={centreValue} textAnchor="middle" dy="0.1em">
                      {formatChartValue(total, valueFormat, true)}
                    </text>
                    <text className={centreLabel} textAnchor="middle" dy="1.9em">
                      {totalLabel}
                    </text>
                  </Decoration>
                </g>
              </ChartSvg>
              {activeArc && (
                <ChartTooltip
                  title={activeArc.data.label}
                  width={size}
                  x={size / 2 + tipX}
                  y={size / 2 + tipY}
                  rows={[
                    {
                      label: 'Value',
                      value: formatChartValue(activeArc.data.value, valueFormat),
                      color: getSeriesColor(active ?? 0, activeArc.data.tone),
                    },
                    { label: 'Share', value: share(activeArc.data.value) },
                  ]}
                />
              )}
            </div>
            <ChartLegend
              className={side ? donutLegend : undefined}
              items={slices.map((datum, index) => ({
                label: datum.label,
                color: getSeriesColor(index, datum.tone),
                value: `${formatChartValue(datum.value, valueFormat)} · ${share(datum.value)}`,
              }))}
            />
          </div>
        );
      }}
    </ChartFrame>
  );
}
