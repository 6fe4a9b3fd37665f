import { EMPTY_VALUE, type NumericInput, toFiniteNumber } from './empty.ts';

export interface FormatPercentOptions {
  /**
   * Decimals shown.
   * @default 0
   */
  decimals?: number;
  /**
   * Show a + on positive values, for changes: `+12%`.
   * @default false
   */
  signed?: boolean;
  /**
   * Whether the value is a ratio (0.12) or already a percentage (12).
   * @default 'ratio'
   */
  scale?: 'ratio' | 'percent';
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A percentage: `formatPercent(0.123)` is `12%`; an em dash when empty. */
export function formatPercent(value: NumericInput, options: FormatPercentOptions = {}): string {
  const number = toFiniteNumber(value);
  if (number === null) return EMPTY_VALUE;
  const decimals = options.decimals ?? 0;
  const signed = options.signed ?? false;
  const key = `${decimals}:${signed}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'percent',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: signed ? 'exceptZero' : 'negative',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(options.scale === 'percent' ? number / 100 : number);
}
