import { useRoles, useUpdateRole } from '@airtime/api-client';
import { type ManagedModalProps, text } from '@airtime/design-system';
import { isPermission, PERMISSIONS, type Permission, type RoleRecord } from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormModal } from '../forms/FormModal.tsx';
import { FormModalPending } from '../forms/FormModalPending.tsx';
import { permissionOpens, ROLE_NOTES } from './access.ts';
import { HolderChoices } from './HolderChoices.tsx';
import { useAccessRules } from './useAccessRules.ts';

export interface PermissionsModalProps extends ManagedModalProps {
  readonly roleId: number;
}

/**
 * The `permissions` modal (decisions §9, Settings): the permissions a role grants everyone who
 * holds it, on top of their own. A Super Admin changes them; the holders' menus follow.
 */
export function PermissionsModal({ roleId, ...modal }: PermissionsModalProps) {
  const roles = useRoles();
  const role = roles.data?.find((candidate) => candidate.id === roleId);
  if (role !== undefined) return <RoleGrantForm key={role.id} {...modal} role={role} />;
  return (
    <FormModalPending
      {...modal}
      title="Role permissions"
      noun="role"
      missing={roles.data !== undefined}
      error={roles.error}
    />
  );
}

function RoleGrantForm({ role, ...modal }: ManagedModalProps & { readonly role: RoleRecord }) {
  const mayWrite = useMayWrite();
  const rules = useAccessRules();
  const update = useUpdateRole();
  const [permissions, setPermissions] = useState<Permission[]>([...role.permissions]);
  const save = async () => {
    try {
      await update.trigger({ params: { id: role.id }, body: { permissions } });
      modal.onOpenChange(false);
    } catch {
      // The refusal shows above the form; the ticks stay as chosen.
    }
  };
  const holders = role.users_count === 1 ? '1 user holds' : `${role.users_count} users hold`;
  return (
    <FormModal
      {...modal}
      title={`${role.name} permissions`}
      submitLabel="Save permissions"
      onSubmit={() => void save()}
      isPending={update.isMutating}
      formError={update.error?.message}
      mayWrite={mayWrite}
    >
      <p className={text({ tone: 'subtle' })}>
        {`${ROLE_NOTES[role.name]} ${holders} this role; each gets the permissions ticked here on top of their own.`}
      </p>
      <HolderChoices
        label="Permissions the role grants"
        names={PERMISSIONS}
        value={permissions}
        onChange={(values) => setPermissions(values.filter(isPermission))}
        isReadOnly={!mayWrite}
        describe={(permission) => permissionOpens(permission, rules)}
      />
    </FormModal>
  );
}
