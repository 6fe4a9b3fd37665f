import { type PointerEvent, type Ref, useCallback, useState } from 'react';
import { ChartTooltip } from '../Chart/ChartTooltip.tsx';
import { getCategoryData } from '../Chart/categoryData.ts';
import type { ChartLabelFormat, ChartValueFormat } from '../Chart/chartFormat.ts';
import { formatChartValue } from '../Chart/chartFormat.ts';
import { type ChartDatum, linearScale } from '../Chart/chartScales.ts';
import { monotoneArea, monotoneLine } from '../Chart/monotonePaths.ts';
import { useChartSize } from '../Chart/useChartSize.ts';
import { cx } from '../utils/cx.ts';
import { describeSparkline } from './describeSparkline.ts';
import {
  type SparklineVariants,
  sparkline,
  sparklineArea,
  sparklineDot,
  sparklineLine,
  sparklineSvg,
} from './Sparkline.css.ts';

export interface SparklineProps extends SparklineVariants {
  /** What it shows, e.g. "Views by week": the start of its accessible name. */
  label: string;
  /** One object per point, in order. */
  data: readonly ChartDatum[];
  /** The key of each datum's category, e.g. `'week'`. */
  x: string;
  /** The key of each datum's value, e.g. `'views'`. */
  y: string;
  /**
   * How categories are written in the tooltip and the accessible name.
   * @default 'text'
   */
  xFormat?: ChartLabelFormat;
  /**
   * How values are written in the tooltip and the accessible name.
   * @default 'number'
   */
  valueFormat?: ChartValueFormat;
  /**
   * The trend's colour: the accent, or a status when the trend is the news.
   * @default 'accent'
   */
  tone?: SparklineVariants['tone'];
  /**
   * Height in px; the width follows the container.
   * @default 32
   */
  height?: number;
  /**
   * Fills the area under the line.
   * @default true
   */
  showArea?: boolean;
  /**
   * Extra class names for layout.
   * @default undefined
   */
  className?: string | undefined;
  /**
   * The wrapping element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

const INSET = 3;

/**
 * A trend without axes, for tables and Stats. Not a tab stop: its accessible name carries the
 * span, first, last, low and high; the pointer gets the exact figure of each point.
 */
export function Sparkline({
  label,
  data,
  x,
  y,
  xFormat = 'text',
  valueFormat = 'number',
  tone,
  height = 32,
  showArea = true,
  className,
  ref,
}: SparklineProps) {
  const [sizeRef, width] = useChartSize<HTMLDivElement>();
  const [hovered, setHovered] = useState<number | null>(null);
  // The caller's ref and the size observer's, on the same element.
  const rootRef = useCallback(
    (node: HTMLDivElement | null) => {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
      return sizeRef(node);
    },
    [ref, sizeRef],
  );
  const read = getCategoryData(data, x, [{ key: y, label }], xFormat);
  const values = read.values[0] ?? [];
  const known = values.filter((value): value is number => value !== null);
  const min = Math.min(...known);
  const max = Math.max(...known);
  const xAt = (index: number) =>
    values.length < 2 ? width / 2 : INSET + (index * (width - INSET * 2)) / (values.length - 1);
  const yAt = linearScale(min === max ? [min - 1, max + 1] : [min, max], [height - INSET, INSET]);
  const points = values.map((value, index) =>
    value === null ? null : ([xAt(index), yAt(value)] as const),
  );
  const last = values.findLastIndex((value) => value !== null);
  const shown = hovered !== null && values[hovered] !== null ? hovered : null;

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    if (values.length === 0 || width === 0) return;
    const left = event.currentTarget.getBoundingClientRect().left;
    const ratio = (event.clientX - left - INSET) / Math.max(1, width - INSET * 2);
    setHovered(Math.min(values.length - 1, Math.max(0, Math.round(ratio * (values.length - 1)))));
  }

  return (
    <div ref={rootRef} className={cx(sparkline({ tone }), className)}>
      <svg
        role="img"
        aria-label={describeSparkline(label, read.names, values, valueFormat)}
        width={width}
        height={height}
        className={sparklineSvg}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHovered(null)}
      >
        {width > 0 && known.length > 0 && (
          <>
            {showArea && (
              <path className={sparklineArea} d={monotoneArea(points, height) ?? undefined} />
            )}
            <path className={sparklineLine} d={monotoneLine(points) ?? undefined} />
            {(shown ?? last) >= 0 && (
              <circle
                className={sparklineDot}
                cx={xAt(shown ?? last)}
                cy={yAt(values[shown ?? last] ?? 0)}
                r={2.5}
              />
            )}
          </>
        )}
      </svg>
      {shown !== null && (
        <ChartTooltip
          title={read.names[shown] ?? ''}
          width={width}
          x={xAt(shown)}
          y={yAt(values[shown] ?? 0)}
          rows={[{ label, value: formatChartValue(values[shown], valueFormat) }]}
        />
      )}
    </div>
  );
}
