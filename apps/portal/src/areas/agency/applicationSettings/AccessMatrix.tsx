import type { TableColumn } from '@airtime/design-system';
import {
  ACCESS_EFFECT_LABELS,
  ACCESS_HOLDERS,
  accessEffect,
  type AccessRule as Rule,
} from '../../../features/access/access.ts';
import { useAccessRules } from '../../../features/access/useAccessRules.ts';
import { ExportableTable } from '../../../features/export/ExportableTable.tsx';

const COLUMNS: TableColumn<Rule>[] = [
  { id: 'area', label: 'Screen', value: (rule) => rule.label, width: 260 },
  ...ACCESS_HOLDERS.map(
    (holder): TableColumn<Rule> => ({
      id: holder.name,
      label: holder.name,
      value: (rule) => {
        const effect = accessEffect(rule.access, holder);
        return effect === null ? null : ACCESS_EFFECT_LABELS[effect];
      },
      width: 150,
    }),
  ),
];

/**
 * Which screens each role and permission opens (decisions §7), a row per guarded screen and a
 * column per role and permission: 'Needed', 'One of' (any of the roles named) or 'Kept out'.
 */
export function AccessMatrix() {
  const rules = useAccessRules();
  return (
    <ExportableTable<Rule>
      noun="access rules"
      aria-label="What each role and permission opens"
      columns={COLUMNS}
      rows={rules}
      getRowId={(rule) => rule.key}
      pinFirstColumn
      maxHeight="none"
      rowCountLabel={(count) => `${count} guarded screens`}
    />
  );
}
