import { nice, ticks as niceTicks } from 'd3-array';

// Apart from chartScales: a sparkline maps values without an axis, and its pages need no d3-array.

/**
 * The value axis: a domain that starts at zero (bars must) unless values go negative, rounded
 * to nice numbers, with about `count` ticks. Whole-number formats get whole-number ticks only.
 */
export function getValueScaleTicks(
  values: readonly number[],
  count: number,
  wholeNumbers: boolean,
): { domain: [number, number]; ticks: number[] } {
  const finite = values.filter(Number.isFinite);
  const min = Math.min(0, ...finite);
  const max = Math.max(0, ...finite);
  // An all-zero chart still needs an axis: show 0 to 1.
  const [low, high] = nice(min, max === min ? min + 1 : max, count);
  const ticks = niceTicks(low, high, count).filter(
    (tick) => !wholeNumbers || Number.isInteger(tick),
  );
  return { domain: [low, high], ticks };
}
