import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../utils/cx.ts';
import { type SeriesColor, series, seriesSwatch, swatch } from './Chart.css.ts';
import {
  tooltip,
  tooltipRow,
  tooltipTitle,
  tooltipValue,
  tooltipX,
  tooltipY,
} from './ChartTooltip.css.ts';

/** One line of a tooltip: a series (with its colour) or a total (without). */
export interface ChartTooltipRow {
  label: string;
  value: string;
  color?: SeriesColor | undefined;
}

export interface ChartTooltipProps {
  /** The category, in full: "3/24", "Week of 03/04/24", "Aired". */
  title: string;
  rows: readonly ChartTooltipRow[];
  /** The point it shows above, in px from the plot's top left corner. */
  x: number;
  y: number;
  /** The plot's width, to keep the tooltip inside it near the edges. */
  width: number;
}

/** The exact figures of the active mark, shown on hover and on keyboard focus. */
export function ChartTooltip({ title, rows, x, y, width }: ChartTooltipProps) {
  const align = x < 80 ? 'start' : x > width - 80 ? 'end' : 'center';
  return (
    <div
      role="tooltip"
      className={tooltip}
      data-align={align}
      style={assignInlineVars({ [tooltipX]: `${x}px`, [tooltipY]: `${y}px` })}
    >
      <span className={tooltipTitle}>{title}</span>
      {rows.map((row) => (
        <span key={row.label} className={tooltipRow}>
          <span
            className={row.color ? cx(swatch, series({ color: row.color }), seriesSwatch) : swatch}
            aria-hidden="true"
          />
          <span>{row.label}</span>
          <span className={tooltipValue}>{row.value}</span>
        </span>
      ))}
    </div>
  );
}
