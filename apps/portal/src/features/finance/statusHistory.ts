import { formatDate } from '@airtime/design-system';
import type { StatusChange } from '@airtime/domain';

/** 'Sent Nov 3, 2026 by Fiona Finance → Paid Nov 28, 2026': a record's status moves, oldest first. */
export function formatStatusHistory<S extends string>(
  changes: readonly StatusChange<S>[],
  titles: Readonly<Record<S, string>>,
): string {
  return changes
    .map(
      (change) =>
        `${titles[change.status]} ${formatDate(change.at)}${change.by === null ? '' : ` by ${change.by}`}`,
    )
    .join(' → ');
}
