import { EmptyState, ErrorState, Num, type TableColumn } from '@airtime/design-system';
import {
  ACCESS_HOLDERS,
  type AccessHolder,
  opensFor,
  ROLE_NOTES,
} from '../../../features/access/access.ts';
import { useAccessRules } from '../../../features/access/useAccessRules.ts';
import { ExportableTable } from '../../../features/export/ExportableTable.tsx';

interface HolderRow {
  readonly id: string;
  readonly holder: AccessHolder;
  readonly users: number;
  /** The screens it opens, named from the route table. */
  readonly opens: readonly string[];
}

const COLUMNS: TableColumn<HolderRow>[] = [
  {
    id: 'name',
    label: 'Role or permission',
    value: (row) => row.holder.name,
    allowsSorting: true,
    width: 220,
  },
  {
    id: 'kind',
    label: 'Kind',
    value: (row) => (row.holder.kind === 'role' ? 'Role' : 'Permission'),
    allowsSorting: true,
    width: 110,
  },
  {
    id: 'users',
    label: 'Users',
    value: (row) => row.users,
    cell: (row) => <Num value={row.users} />,
    allowsSorting: true,
    firstSortDirection: 'descending',
    numeric: true,
    width: 90,
  },
  {
    id: 'opens',
    label: 'What it does',
    value: (row) => {
      const { opens } = row;
      const note = row.holder.kind === 'role' ? ROLE_NOTES[row.holder.name] : '';
      return [opens.length > 0 ? `Opens ${opens.join(', ')}.` : '', note].filter(Boolean).join(' ');
    },
    grow: true,
    width: 420,
    maxWidth: 1200,
  },
];

/** Each role and permission, how many users hold it and what it opens. */
export function HoldersTable({
  counts,
  isLoading,
  error,
  onRetry,
}: {
  readonly counts: ReadonlyMap<string, number>;
  readonly isLoading: boolean;
  readonly error: Error | undefined;
  readonly onRetry: () => void;
}) {
  const rules = useAccessRules();
  const rows = ACCESS_HOLDERS.map((holder) => ({
    id: `${holder.kind}:${holder.name}`,
    holder,
    users: counts.get(holder.name) ?? 0,
    opens: opensFor(holder, rules),
  }));
  return (
    <ExportableTable<HolderRow>
      noun="roles and permissions"
      aria-label="Roles and permissions"
      columns={COLUMNS}
      rows={rows}
      getRowId={(row) => row.id}
      isLoading={isLoading}
      maxHeight="none"
      rowCountLabel={(count) => `${count} roles and permissions`}
      emptyState={<EmptyState size="sm" title="No roles are defined." />}
      {...(error === undefined
        ? {}
        : {
            errorState: (
              <ErrorState
                size="sm"
                title="The users could not be counted."
                description={error.message}
                action={{ label: 'Try again', onPress: onRetry }}
              />
            ),
          })}
    />
  );
}
