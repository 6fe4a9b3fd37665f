import { isPriority, PRIORITIES } from './priorities.ts';

// Unknown or missing priorities rank after every known one, no-priority included.
function getRank(priority: string | null | undefined): number {
  return isPriority(priority) ? PRIORITIES.indexOf(priority) : PRIORITIES.length;
}

/** Sort comparator putting urgent first and unknown or missing priorities last. */
export function comparePriority(
  a: string | null | undefined,
  b: string | null | undefined,
): number {
  return getRank(a) - getRank(b);
}
