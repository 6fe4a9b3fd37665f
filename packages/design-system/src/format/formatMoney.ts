import { compactMagnitude } from './compact.ts';
import { EMPTY_VALUE, type NumericInput, toFiniteNumber } from './empty.ts';

/** Whose amount it is on a flat or CPA rate: brand amounts show (b), creator amounts (c). */
export type MoneyParty = 'brand' | 'creator';

export interface FormatMoneyOptions {
  /**
   * Abbreviate with one decimal: $1.2K, $3.4M, $5.6B.
   * @default false
   */
  compact?: boolean;
  /**
   * Decimals shown when not abbreviated.
   * @default 0
   */
  decimals?: number;
  /**
   * Adds the (b) or (c) marker used on flat and CPA rates.
   * @default undefined
   */
  party?: MoneyParty | undefined;
}

const PARTY_MARKERS: Record<MoneyParty, string> = { brand: '(b)', creator: '(c)' };

const formatters = new Map<number, Intl.NumberFormat>();

function dollars(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

/**
 * Money in US dollars with no decimals by default: `$1,234`; compact `$1.2K`; with a party
 * `$1,234 (b)`; an em dash (and no marker) when empty.
 */
export function formatMoney(value: NumericInput, options: FormatMoneyOptions = {}): string {
  const amount = toFiniteNumber(value);
  if (amount === null) return EMPTY_VALUE;
  const magnitude = options.compact ? compactMagnitude(Math.abs(amount)) : null;
  const text =
    magnitude === null
      ? dollars(options.decimals ?? 0).format(amount)
      : `${amount < 0 ? '-' : ''}$${magnitude}`;
  return options.party ? `${text} ${PARTY_MARKERS[options.party]}` : text;
}
