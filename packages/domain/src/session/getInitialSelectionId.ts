import { parseStoredSelectionId } from './parseStoredSelectionId.ts';

/** The brand or creator selected at start: the stored one if still offered, else the first (spec §4). */
export function getInitialSelectionId(
  storedId: string | number | null | undefined,
  availableIds: readonly number[],
): number | null {
  const stored = parseStoredSelectionId(storedId);
  if (stored !== null && availableIds.includes(stored)) return stored;
  return availableIds[0] ?? null;
}
