/** What a row of a report is about: a creator, a channel, a brand, a content type. */
export interface GroupHead {
  readonly id: number;
  readonly name: string;
  readonly logo: string | null;
}

/** A group of events under one head. */
export interface HeadGroup<E> {
  readonly head: GroupHead;
  readonly items: readonly E[];
}

/**
 * Events grouped by their head's id, in the order heads first appear; each group is named by its
 * first event (the API includes a relation on every event or on none). No head, no group.
 */
export function groupByHead<E>(
  events: readonly E[],
  headOf: (event: E) => GroupHead | null,
): HeadGroup<E>[] {
  const groups = new Map<number, { head: GroupHead; items: E[] }>();
  for (const event of events) {
    const head = headOf(event);
    if (head === null) continue;
    const group = groups.get(head.id);
    if (group === undefined) groups.set(head.id, { head, items: [event] });
    else group.items.push(event);
  }
  return [...groups.values()];
}
