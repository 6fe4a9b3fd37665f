const UNITS = [
  { above: 999_999_999, divisor: 1_000_000_000, suffix: 'B' },
  { above: 999_999, divisor: 1_000_000, suffix: 'M' },
  { above: 999, divisor: 1_000, suffix: 'K' },
] as const;

const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/**
 * The abbreviated magnitude of a non-negative number with one decimal: K above 999, M above
 * 999,999, B above 999,999,999 (spec §9). Null when the number is small enough to show in full.
 */
export function compactMagnitude(absolute: number): string | null {
  // Thresholds apply to the whole number shown unabbreviated: $999.40 is $999, not $1.0K.
  const whole = Math.round(absolute);
  const index = UNITS.findIndex((unit) => whole > unit.above);
  if (index === -1) return null;
  const unit = UNITS[index] as (typeof UNITS)[number];
  const scaled = Math.round((absolute / unit.divisor) * 10) / 10;
  // 999,960 rounds to 1000.0K: say 1.0M instead.
  const larger = UNITS[index - 1];
  if (scaled >= 1000 && larger) {
    return `${oneDecimal.format(Math.round((absolute / larger.divisor) * 10) / 10)}${larger.suffix}`;
  }
  return `${oneDecimal.format(scaled)}${unit.suffix}`;
}
