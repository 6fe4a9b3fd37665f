import { TEMPORARY_ID_BASE, TEMPORARY_ID_MIN } from './temporaryIds.ts';

/** Creates the id of an optimistic record: the base minus `now` in milliseconds (spec §4). */
export function createTemporaryId(now: number): number {
  // Whole, in-range milliseconds only, so the result is always a safe temporary id.
  const time = Number.isFinite(now) ? Math.trunc(now) : 0;
  return TEMPORARY_ID_BASE - Math.min(Math.max(time, 0), TEMPORARY_ID_BASE - TEMPORARY_ID_MIN);
}
