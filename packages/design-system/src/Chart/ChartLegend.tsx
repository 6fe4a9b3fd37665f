import { cx } from '../utils/cx.ts';
import {
  legend,
  legendItem,
  legendValue,
  type SeriesColor,
  series,
  seriesSwatch,
  swatch,
} from './Chart.css.ts';

export interface ChartLegendItem {
  label: string;
  color: SeriesColor;
  /** A figure beside the name (the donut shows each slice's value and share). */
  value?: string | undefined;
}

export interface ChartLegendProps {
  items: readonly ChartLegendItem[];
  className?: string | undefined;
}

/** The series' names beside their colours. */
export function ChartLegend({ items, className }: ChartLegendProps) {
  return (
    <ul className={cx(legend, className)} aria-label="Legend">
      {items.map((item) => (
        <li key={item.label} className={legendItem}>
          <span
            className={cx(swatch, series({ color: item.color }), seriesSwatch)}
            aria-hidden="true"
          />
          {item.label}
          {item.value !== undefined && <span className={legendValue}>{item.value}</span>}
        </li>
      ))}
    </ul>
  );
}
