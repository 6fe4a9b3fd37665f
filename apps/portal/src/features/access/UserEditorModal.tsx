import { useRoles, useUpdateUser, useUserProfile } from '@airtime/api-client';
import {
  Banner,
  Button,
  Dialog,
  Inline,
  type ManagedModalProps,
  Modal,
  Skeleton,
  Stack,
  Switch,
  text,
} from '@airtime/design-system';
import {
  isPermission,
  isRole,
  PERMISSIONS,
  type Permission,
  ROLES,
  type Role,
  type RoleRecord,
  type UserProfile,
} from '@airtime/domain';
import { useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { FormActions } from '../forms/FormActions.tsx';
import { type AccessRule, permissionOpens, ROLE_NOTES } from './access.ts';
import { HolderChoices } from './HolderChoices.tsx';
import { useAccessRules } from './useAccessRules.ts';

export interface UserEditorModalProps extends ManagedModalProps {
  readonly userId: number;
}

/** The `user editor` modal (decisions §9, Settings): a user's roles, own permissions and impersonation. */
export function UserEditorModal({ userId, ...modal }: UserEditorModalProps) {
  const profile = useUserProfile(userId);
  const user = profile.data;
  return (
    <Modal {...modal}>
      <Dialog title={user === undefined ? 'Edit user' : `Edit ${user.firstname} ${user.lastname}`}>
        {profile.error !== undefined ? (
          <Banner tone="critical">{`The user could not be loaded: ${profile.error.message}`}</Banner>
        ) : user === undefined ? (
          <Skeleton lines={6} label="Loading the user" />
        ) : (
          <UserAccessForm key={user.id} user={user} onDone={() => modal.onOpenChange(false)} />
        )}
      </Dialog>
    </Modal>
  );
}

function UserAccessForm({
  user,
  onDone,
}: {
  readonly user: UserProfile;
  readonly onDone: () => void;
}) {
  const mayWrite = useMayWrite();
  const rules = useAccessRules();
  const grants = useRoles().data ?? [];
  // A server that tells them apart sends the user's own permissions; the roles' come on top.
  const ownPermissions = user.own_permissions ?? user.permissions;
  const [roles, setRoles] = useState<Role[]>(user.roles.filter(isRole));
  const [permissions, setPermissions] = useState<Permission[]>(ownPermissions.filter(isPermission));
  const [canImpersonate, setCanImpersonate] = useState(user.can_impersonate);
  const update = useUpdateUser();
  // Form data cannot carry an empty list (api-client UserInput), so a list once set cannot be emptied.
  const rolesEmptied = roles.length === 0 && user.roles.length > 0;
  const permissionsEmptied = permissions.length === 0 && ownPermissions.length > 0;
  const save = async () => {
    const body = {
      ...(sameSet(roles, user.roles) ? {} : { roles }),
      ...(sameSet(permissions, ownPermissions) ? {} : { permissions }),
      ...(canImpersonate === user.can_impersonate ? {} : { can_impersonate: canImpersonate }),
    };
    if (Object.keys(body).length === 0) return onDone();
    try {
      await update.trigger({ params: { id: user.id }, body });
      onDone();
    } catch {
      // The error stays on the hook and shows in the banner; what was chosen is kept.
    }
  };
  return (
    <Stack
      as="form"
      space="lg"
      onSubmit={(event) => {
        event.preventDefault();
        if (mayWrite) void save();
      }}
    >
      <p className={text({ tone: 'subtle' })}>{user.email}</p>
      {update.error !== undefined && <Banner tone="critical">{update.error.message}</Banner>}
      <HolderChoices
        label="Roles"
        names={ROLES}
        value={roles}
        onChange={(values) => setRoles(values.filter(isRole))}
        isReadOnly={!mayWrite}
        errorMessage={rolesEmptied ? 'A user keeps at least one role once given one.' : undefined}
        describe={(role) => ROLE_NOTES[role]}
      />
      <HolderChoices
        label="Permissions"
        names={PERMISSIONS}
        value={permissions}
        onChange={(values) => setPermissions(values.filter(isPermission))}
        isReadOnly={!mayWrite}
        errorMessage={
          permissionsEmptied ? 'A user keeps at least one permission once given one.' : undefined
        }
        describe={(permission) => describePermission(permission, roles, grants, rules)}
      />
      <Switch isSelected={canImpersonate} onChange={setCanImpersonate} isReadOnly={!mayWrite}>
        Can impersonate
      </Switch>
      {mayWrite ? (
        <FormActions
          submitLabel="Save"
          isPending={update.isMutating}
          isDisabled={rolesEmptied || permissionsEmptied}
        >
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

/** What a permission opens, and which of the chosen roles give it anyway. */
function describePermission(
  permission: Permission,
  roles: readonly Role[],
  grants: readonly RoleRecord[],
  rules: readonly AccessRule[],
): string {
  const opens = permissionOpens(permission, rules);
  const givenBy = grants
    .filter((grant) => roles.includes(grant.name) && grant.permissions.includes(permission))
    .map((grant) => grant.name);
  return givenBy.length === 0 ? opens : `${opens} Also given by the ${givenBy.join(' and ')} role.`;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === new Set(b).size && a.every((value) => b.includes(value));
}
