import { Figure } from '../Figure/Figure.tsx';
import type { NumericInput } from '../format/empty.ts';
import { formatNumber } from '../format/formatNumber.ts';

export interface NumProps {
  /** The number; null, undefined, NaN or a non-numeric string show an em dash. */
  value: NumericInput;
  /**
   * Abbreviate (1.2K, 3.4M), keeping the exact number as a tooltip and for screen readers.
   * @default false
   */
  compact?: boolean;
  /**
   * Decimals when not abbreviated.
   * @default 0
   */
  decimals?: number;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string | undefined;
}

/** A plain number (views, counts), formatted by `formatNumber`, in tabular digits. */
export function Num({ value, compact = false, decimals = 0, className }: NumProps) {
  const shown = formatNumber(value, { compact, decimals });
  const exact = compact ? formatNumber(value, { decimals }) : undefined;
  return (
    <Figure exact={exact} className={className}>
      {shown}
    </Figure>
  );
}
