/** Spec §9: a dropdown shows at most 10 results unless told otherwise. */
export const COMBO_BOX_DEFAULT_LIMIT = 10;

export interface ComboBoxResultsOptions<T> {
  /** What the user typed; an empty query matches everything. */
  query: string;
  /** The text an item is matched on. */
  getText: (item: T) => string;
  /** Whether an item's text matches the query; `null` when the items already are the results. */
  filter: ((text: string, query: string) => boolean) | null;
  /** The most items to show: a whole number, or `Infinity` for all. */
  limit?: number;
}

export interface ComboBoxResults<T> {
  /** The matching items to show, in order, at most `limit` of them. */
  items: T[];
  /** How many items matched, shown or not. */
  total: number;
}

/** The items a ComboBox lists for a query: the matches, in order, cut at the limit. */
export function getComboBoxResults<T>(
  items: Iterable<T>,
  { query, getText, filter, limit = COMBO_BOX_DEFAULT_LIMIT }: ComboBoxResultsOptions<T>,
): ComboBoxResults<T> {
  const max = Number.isNaN(limit) ? COMBO_BOX_DEFAULT_LIMIT : Math.max(0, Math.floor(limit));
  const shown: T[] = [];
  let total = 0;
  for (const item of items) {
    if (filter && query !== '' && !filter(getText(item), query)) continue;
    total += 1;
    if (shown.length < max) shown.push(item);
  }
  return { items: shown, total };
}

/** The note under a cut list ("Showing 10 of 42. Type to narrow."), or null when nothing was cut. */
export function describeLimit({ items, total }: ComboBoxResults<unknown>): string | null {
  if (items.length >= total) return null;
  return `Showing ${items.length} of ${total}. Type to narrow the list.`;
}

/** The text of an item without `getItemText`: its `label`, else its `name`, else its `id`. */
export function getDefaultItemText(item: object): string {
  for (const key of ['label', 'name', 'id'] as const) {
    const value = (item as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return '';
}
