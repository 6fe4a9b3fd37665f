import { TEMPORARY_ID_BASE, TEMPORARY_ID_MIN } from './temporaryIds.ts';

/** Whether an id belongs to an optimistic record not yet saved by the server. */
export function isTemporaryId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= TEMPORARY_ID_MIN && id <= TEMPORARY_ID_BASE;
}
