import { useRoles } from '@airtime/api-client';
import { EmptyState, ErrorState, Num, type TableColumn } from '@airtime/design-system';
import type { RoleRecord } from '@airtime/domain';
import { ExportableTable } from '../../../features/export/ExportableTable.tsx';
import { useShellModals } from '../../../features/modals/shellModals.ts';

const COLUMNS: TableColumn<RoleRecord>[] = [
  { id: 'name', label: 'Role', value: (role) => role.name, width: 200 },
  {
    id: 'users',
    label: 'Users',
    value: (role) => role.users_count,
    cell: (role) => <Num value={role.users_count} />,
    numeric: true,
    width: 90,
  },
  {
    id: 'grants',
    label: 'Grants its holders',
    value: (role) =>
      role.permissions.length === 0
        ? 'Nothing beyond their own permissions'
        : role.permissions.join(', '),
    grow: true,
    width: 420,
    maxWidth: 1200,
  },
];

/** The named roles and the permissions each grants; a row opens the `permissions` modal. */
export function RoleGrantsTable() {
  const roles = useRoles();
  const modals = useShellModals();
  return (
    <ExportableTable<RoleRecord>
      noun="roles"
      aria-label="What each role grants"
      columns={COLUMNS}
      rows={roles.data ?? []}
      getRowId={(role) => role.id}
      isLoading={roles.isLoading}
      maxHeight="none"
      onRowAction={(id) => modals.open('permissions', { roleId: Number(id) })}
      rowCountLabel={(count) => `${count} roles`}
      emptyState={<EmptyState size="sm" title="No roles are defined." />}
      {...(roles.error === undefined
        ? {}
        : {
            errorState: (
              <ErrorState
                size="sm"
                title="The roles could not be loaded."
                description={roles.error.message}
                action={{ label: 'Try again', onPress: () => void roles.mutate() }}
              />
            ),
          })}
    />
  );
}
