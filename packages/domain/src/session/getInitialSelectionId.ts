/** The brand or creator selected at start: the stored one if still offered, else the first (spec §4). */
export function getInitialSelectionId(
  storedId: string | number | null | undefined,
  availableIds: readonly number[],
): number | null {
  // localStorage gives strings back; anything that is not a whole number is a stale value.
  const stored =
    typeof storedId === 'string' && /^\d+$/.test(storedId) ? Number(storedId) : storedId;
  if (typeof stored === 'number' && availableIds.includes(stored)) return stored;
  return availableIds[0] ?? null;
}
