import { useRoles, useUpdateRole } from '@airtime/api-client';
import {
  Banner,
  Button,
  Dialog,
  Inline,
  type ManagedModalProps,
  Modal,
  Skeleton,
  Stack,
  text,
} from '@airtime/design-system';
import { isPermission, PERMISSIONS, type Permission, type RoleRecord } from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormActions } from '../forms/FormActions.tsx';
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
  return (
    <Modal {...modal}>
      <Dialog title={role === undefined ? 'Role permissions' : `${role.name} permissions`}>
        {roles.error !== undefined ? (
          <Banner tone="critical">{`The roles could not be loaded: ${roles.error.message}`}</Banner>
        ) : roles.data === undefined ? (
          <Skeleton lines={6} label="Loading the role" />
        ) : role === undefined ? (
          <Banner tone="critical">This role does not exist.</Banner>
        ) : (
          <RoleGrantForm key={role.id} role={role} onDone={() => modal.onOpenChange(false)} />
        )}
      </Dialog>
    </Modal>
  );
}

function RoleGrantForm({
  role,
  onDone,
}: {
  readonly role: RoleRecord;
  readonly onDone: () => void;
}) {
  const mayWrite = useMayWrite();
  const rules = useAccessRules();
  const update = useUpdateRole();
  const [permissions, setPermissions] = useState<Permission[]>([...role.permissions]);
  const save = async () => {
    try {
      await update.trigger({ params: { id: role.id }, body: { permissions } });
      onDone();
    } catch {
      // The refusal shows in the banner; the ticks stay as chosen.
    }
  };
  const holders = role.users_count === 1 ? '1 user holds' : `${role.users_count} users hold`;
  return (
    <Stack
      as="form"
      space="lg"
      onSubmit={(event) => {
        event.preventDefault();
        if (mayWrite) void save();
      }}
    >
      <p className={text({ tone: 'subtle' })}>
        {`${ROLE_NOTES[role.name]} ${holders} this role; each gets the permissions ticked here on top of their own.`}
      </p>
      {update.error !== undefined && <Banner tone="critical">{update.error.message}</Banner>}
      <HolderChoices
        label="Permissions the role grants"
        names={PERMISSIONS}
        value={permissions}
        onChange={(values) => setPermissions(values.filter(isPermission))}
        isReadOnly={!mayWrite}
        describe={(permission) => permissionOpens(permission, rules)}
      />
      {mayWrite ? (
        <FormActions submitLabel="Save permissions" isPending={update.isMutating}>
          <Button variant="secondary" onPress={onDone}>
            Cancel
          </Button>
        </FormActions>
      ) : (
        <Inline align="end">
          <Button onPress={onDone}>Close</Button>
        </Inline>
      )}
    </Stack>
  );
}
