import type { ReactNode } from 'react';
import { svg } from './Chart.css.ts';

export interface ChartSvgProps {
  /** The chart's name. */
  label: string;
  width: number;
  height: number;
  children: ReactNode;
}

/** The plot's SVG, exposed as a named group so its focusable marks are reachable and announced. */
export function ChartSvg({ label, width, height, children }: ChartSvgProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; the role exposes its marks.
    <svg role="group" aria-label={label} width={width} height={height} className={svg}>
      {children}
    </svg>
  );
}

/** Drawing that says nothing new to a screen reader (the marks and the table say it). */
export function Decoration({ children, transform }: { children: ReactNode; transform?: string }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <g> of shapes and text is not focusable.
    <g aria-hidden="true" transform={transform}>
      {children}
    </g>
  );
}
