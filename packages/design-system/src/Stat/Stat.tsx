import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import type { HTMLAttributes, Ref } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { Figure } from '../Figure/Figure.tsx';
import type { NumericInput } from '../format/empty.ts';
import { formatPercent } from '../format/formatPercent.ts';
import { Money } from '../Money/Money.tsx';
import { Num } from '../Num/Num.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { vars } from '../theme/vars.css.ts';
import { cx } from '../utils/cx.ts';
import { type ChangeDirection, describeChange } from './describeChange.ts';
import {
  type StatVariants,
  stat,
  statChange,
  statChangeContext,
  statChangeRow,
  statLabel,
  statValue,
  statValueSkeleton,
} from './Stat.css.ts';

export type StatFormat = 'number' | 'money' | 'percent';

export interface StatProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, StatVariants {
  /** What the figure is ("Revenue", "Airings"). */
  label: string;
  /** The figure; null or undefined show an em dash. */
  value: NumericInput;
  /**
   * How the figure is formatted: `number` (formatNumber), `money` (formatMoney) or `percent`
   * (formatPercent, from a ratio: 0.12 is 12%).
   * @default 'number'
   */
  format?: StatFormat | undefined;
  /**
   * Abbreviate a number or amount ($1.2M), keeping the exact figure for screen readers and on
   * hover.
   * @default false
   */
  compact?: boolean | undefined;
  /**
   * Decimals of the figure.
   * @default 0
   */
  decimals?: number | undefined;
  /**
   * The change against the previous period as a ratio: 0.124 shows "↑ 12.4%" and reads "Up
   * 12.4%". Null or undefined show no change.
   * @default undefined
   */
  change?: number | null | undefined;
  /**
   * Decimals of the change.
   * @default 1
   */
  changeDecimals?: number | undefined;
  /**
   * What the change compares with ("vs last month"), after it.
   * @default undefined
   */
  changeLabel?: string | undefined;
  /**
   * Whether a rise is good news (revenue) or bad (costs, churn): picks the change's colour. The
   * arrow and the words say the direction either way.
   * @default true
   */
  isIncreaseGood?: boolean | undefined;
  /**
   * Shows skeletons in place of the figure and, when the stat has one (`change` or
   * `changeLabel` given), the change, so the loaded stat is as tall; marks the stat busy.
   * @default false
   */
  isLoading?: boolean | undefined;
  /**
   * `md` in a row of stats, `lg` for the one headline figure of a card.
   * @default 'md'
   */
  size?: StatVariants['size'];
  /**
   * The root `<div>`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

const ARROWS: Record<ChangeDirection, typeof ArrowUp> = {
  up: ArrowUp,
  down: ArrowDown,
  flat: Minus,
};

function StatFigure({
  value,
  format,
  compact,
  decimals,
}: {
  value: NumericInput;
  format: StatFormat;
  compact: boolean;
  decimals: number;
}) {
  if (format === 'money') return <Money value={value} compact={compact} decimals={decimals} />;
  if (format === 'percent') return <Figure>{formatPercent(value, { decimals })}</Figure>;
  return <Num value={value} compact={compact} decimals={decimals} />;
}

/** A headline figure with its label and its change (arrow, colour and words) since last period. */
export function Stat({
  label,
  value,
  format = 'number',
  compact = false,
  decimals = 0,
  change,
  changeDecimals = 1,
  changeLabel,
  isIncreaseGood = true,
  isLoading = false,
  size,
  className,
  ...props
}: StatProps) {
  const described = describeChange(change, changeDecimals);
  const Arrow = described && ARROWS[described.direction];
  const good = described?.direction === (isIncreaseGood ? 'up' : 'down');
  const tone =
    !described || described.direction === 'flat' ? 'neutral' : good ? 'positive' : 'critical';

  return (
    <div {...props} aria-busy={isLoading || undefined} className={cx(stat({ size }), className)}>
      <div className={statLabel}>{label}</div>
      {isLoading ? (
        <>
          <div className={statValue({ size })}>
            <span className={statValueSkeleton}>
              <Skeleton shape="rect" width="5em" height="1em" />
            </span>
          </div>
          {/* Only a stat that will show a change holds its row: the loaded one is as tall. */}
          {(change !== undefined || changeLabel !== undefined) && (
            <Skeleton shape="rect" width={96} height={vars.font.lineHeight.sm} />
          )}
        </>
      ) : (
        <>
          <div className={statValue({ size })}>
            <StatFigure value={value} format={format} compact={compact} decimals={decimals} />
          </div>
          {(described || changeLabel) && (
            <div className={statChangeRow}>
              {described && Arrow && (
                <span className={statChange({ tone })}>
                  <Arrow aria-hidden="true" />
                  <span aria-hidden="true">{described.shown}</span>
                  <VisuallyHidden elementType="span">{described.spoken}</VisuallyHidden>
                </span>
              )}
              {changeLabel && <span className={statChangeContext}>{changeLabel}</span>}
            </div>
          )}
        </>
      )}
    </div>
  );
}
