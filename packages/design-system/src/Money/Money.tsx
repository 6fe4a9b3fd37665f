import { Figure } from '../Figure/Figure.tsx';
import type { NumericInput } from '../format/empty.ts';
import { formatMoney, type MoneyParty } from '../format/formatMoney.ts';

export interface MoneyProps {
  /** The amount in dollars; null, undefined, NaN or a non-numeric string show an em dash. */
  value: NumericInput;
  /**
   * Abbreviate ($1.2K, $3.4M), keeping the exact amount as a tooltip and for screen readers.
   * @default false
   */
  compact?: boolean;
  /**
   * Decimals when not abbreviated.
   * @default 0
   */
  decimals?: number;
  /**
   * Marks a brand (b) or creator (c) amount on flat and CPA rates.
   * @default undefined
   */
  party?: MoneyParty | undefined;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string | undefined;
}

/** An amount of money, formatted by `formatMoney`, in tabular digits. */
export function Money({ value, compact = false, decimals = 0, party, className }: MoneyProps) {
  const shown = formatMoney(value, { compact, decimals, party });
  const exact = compact ? formatMoney(value, { decimals, party }) : undefined;
  return (
    <Figure exact={exact} className={className}>
      {shown}
    </Figure>
  );
}
