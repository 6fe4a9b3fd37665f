/** Items by key, in the order keys first appear; items without a key are left out. */
export function groupBy<T, K>(
  items: readonly T[],
  keyOf: (item: T) => K | null | undefined,
): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null || key === undefined) continue;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [item]);
    else group.push(item);
  }
  return groups;
}
