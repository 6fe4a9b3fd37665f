import { createTemporaryId } from '@airtime/domain';

let last = Number.POSITIVE_INFINITY;

/**
 * A temporary id (spec §4: a large number minus the time) that no other record of this page has:
 * createTemporaryId gives the same id twice within a millisecond, so a later one steps below the
 * last given. Still smaller for later records, as the domain orders them.
 */
export function nextTemporaryId(now: number = Date.now()): number {
  const id = Math.min(createTemporaryId(now), last - 1);
  last = id;
  return id;
}
