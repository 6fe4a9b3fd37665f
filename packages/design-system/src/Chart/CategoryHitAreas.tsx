import { activeBand, hitArea } from './Chart.css.ts';
import { Decoration } from './ChartSvg.tsx';
import type { ChartMarkProps } from './useChartFocus.ts';

export interface CategoryHitAreasProps {
  count: number;
  /** A category's centre in px. */
  x: (index: number) => number;
  /** The width each category owns. */
  step: number;
  height: number;
  activeIndex: number | null;
  /** The hit area's accessible name: the category's figures in words. */
  describe: (index: number) => string;
  markProps: (index: number, label: string) => ChartMarkProps;
}

/** The tint behind the active category. Drawn first, under the marks. */
export function ActiveBand({
  x,
  step,
  height,
  activeIndex,
}: Omit<CategoryHitAreasProps, 'count' | 'describe' | 'markProps'>) {
  if (activeIndex === null) return null;
  return (
    <Decoration>
      <rect className={activeBand} x={x(activeIndex) - step / 2} width={step} height={height} />
    </Decoration>
  );
}

/**
 * A transparent column over each category, drawn last: what the pointer hovers and the keyboard
 * focuses (one tab stop, arrows between them), named with the category's exact figures.
 */
export function CategoryHitAreas({
  count,
  x,
  step,
  height,
  describe,
  markProps,
}: CategoryHitAreasProps) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: one hit area per category, in order.
          key={index}
          className={hitArea}
          x={x(index) - step / 2}
          width={step}
          height={height}
          {...markProps(index, describe(index))}
        />
      ))}
    </>
  );
}
