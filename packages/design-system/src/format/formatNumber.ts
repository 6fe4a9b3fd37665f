import { compactMagnitude } from './compact.ts';
import { EMPTY_VALUE, type NumericInput, toFiniteNumber } from './empty.ts';

export interface FormatNumberOptions {
  /**
   * Abbreviate with one decimal: 1.2K, 3.4M, 5.6B.
   * @default false
   */
  compact?: boolean;
  /**
   * Decimals shown when not abbreviated.
   * @default 0
   */
  decimals?: number;
}

const formatters = new Map<number, Intl.NumberFormat>();

function plain(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

/** A plain number: `1,234`; compact `1.2K`; an em dash when empty. */
export function formatNumber(value: NumericInput, options: FormatNumberOptions = {}): string {
  const number = toFiniteNumber(value);
  if (number === null) return EMPTY_VALUE;
  if (options.compact) {
    const magnitude = compactMagnitude(Math.abs(number));
    if (magnitude !== null) return `${number < 0 ? '-' : ''}${magnitude}`;
  }
  return plain(options.decimals ?? 0).format(number);
}
