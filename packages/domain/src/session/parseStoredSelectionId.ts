/** A selected brand or creator id as storage holds it: a whole number, else null (a stale value). */
export function parseStoredSelectionId(
  storedId: string | number | null | undefined,
): number | null {
  // localStorage gives strings back; anything that is not a whole number is a stale value.
  if (typeof storedId === 'string') return /^\d+$/.test(storedId) ? Number(storedId) : null;
  return typeof storedId === 'number' ? storedId : null;
}
