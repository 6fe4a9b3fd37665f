import { StatusBadge, type TableColumn } from '@airtime/design-system';
import type { Badge } from './badge.ts';

/** A table column of a status as its badge, sorted and searched by the badge's label. */
export function badgeColumn<T>(
  id: string,
  label: string,
  badgeOf: (row: T) => Badge,
  more: Omit<Partial<TableColumn<T>>, 'id' | 'label' | 'value' | 'cell'> = {},
): TableColumn<T> {
  return {
    id,
    label,
    ...more,
    value: (row) => badgeOf(row).label,
    cell: (row) => {
      const badge = badgeOf(row);
      return <StatusBadge tone={badge.tone} label={badge.label} size="sm" />;
    },
  };
}
