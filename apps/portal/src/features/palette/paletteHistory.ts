// What the command palette shows first when nothing is typed: the user's recent and frequent
// choices, kept per user in localStorage. Records are kept with their name and page, since no
// search brings them back; pages and actions by id, offered again only while still allowed.

/** One item chosen from the palette: how often and when last. */
export interface PaletteUse {
  readonly id: string;
  readonly count: number;
  /** Epoch milliseconds. */
  readonly lastUsedAt: number;
  /** A record's name, kind and page, to offer it again without a search. */
  readonly record?: {
    readonly label: string;
    readonly description: string;
    readonly href: string;
  };
}

/** How many uses are kept: the least recent go first. */
export const PALETTE_HISTORY_SIZE = 50;

function isUse(value: unknown): value is PaletteUse {
  if (typeof value !== 'object' || value === null) return false;
  const use = value as Record<string, unknown>;
  const record = use.record as Record<string, unknown> | undefined;
  return (
    typeof use.id === 'string' &&
    typeof use.count === 'number' &&
    typeof use.lastUsedAt === 'number' &&
    (record === undefined ||
      (typeof record === 'object' &&
        record !== null &&
        typeof record.label === 'string' &&
        typeof record.description === 'string' &&
        typeof record.href === 'string'))
  );
}

/** The stored history, or none when missing or unreadable (another version, a hand edit). */
export function parsePaletteHistory(text: string | null): PaletteUse[] {
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isUse) : [];
  } catch {
    return [];
  }
}

/** The history with one more use of `id` at `now` (a record's details refreshed). */
export function addPaletteUse(
  history: readonly PaletteUse[],
  id: string,
  now: number,
  record?: PaletteUse['record'],
): PaletteUse[] {
  const before = history.find((use) => use.id === id);
  const use: PaletteUse = {
    id,
    count: (before?.count ?? 0) + 1,
    lastUsedAt: now,
    ...(record === undefined ? {} : { record }),
  };
  const rest = history.filter((other) => other.id !== id);
  return [use, ...rest].sort((a, b) => b.lastUsedAt - a.lastUsedAt).slice(0, PALETTE_HISTORY_SIZE);
}

/** The `limit` most recent uses, most recent first. */
export function getRecentUses(history: readonly PaletteUse[], limit = 5): PaletteUse[] {
  return [...history].sort((a, b) => b.lastUsedAt - a.lastUsedAt).slice(0, limit);
}

/**
 * The `limit` most used of those chosen at least twice and not in `shown` (the recent ones), most
 * used first, the more recent first among equals.
 */
export function getFrequentUses(
  history: readonly PaletteUse[],
  shown: ReadonlySet<string>,
  limit = 5,
): PaletteUse[] {
  return history
    .filter((use) => use.count >= 2 && !shown.has(use.id))
    .sort((a, b) => b.count - a.count || b.lastUsedAt - a.lastUsedAt)
    .slice(0, limit);
}
