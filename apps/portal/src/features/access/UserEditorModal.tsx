import { useRoles, useUpdateUser, useUserProfile } from '@airtime/api-client';
import { type ManagedModalProps, Switch, text } from '@airtime/design-system';
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
import { FormModal } from '../forms/FormModal.tsx';
import { FormModalPending } from '../forms/FormModalPending.tsx';
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
  if (user !== undefined) return <UserAccessForm key={user.id} {...modal} user={user} />;
  return (
    <FormModalPending
      {...modal}
      title="Edit user"
      noun="user"
      missing={false}
      error={profile.error}
    />
  );
}

function UserAccessForm({ user, ...modal }: ManagedModalProps & { readonly user: UserProfile }) {
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
  const close = () => modal.onOpenChange(false);
  const save = async () => {
    if (rolesEmptied || permissionsEmptied) return;
    const body = {
      ...(sameSet(roles, user.roles) ? {} : { roles }),
      ...(sameSet(permissions, ownPermissions) ? {} : { permissions }),
      ...(canImpersonate === user.can_impersonate ? {} : { can_impersonate: canImpersonate }),
    };
    if (Object.keys(body).length === 0) return close();
    try {
      await update.trigger({ params: { id: user.id }, body });
      close();
    } catch {
      // The refusal shows above the form; what was chosen is kept.
    }
  };
  return (
    <FormModal
      {...modal}
      title={`Edit ${user.firstname} ${user.lastname}`}
      submitLabel="Save"
      onSubmit={() => void save()}
      isPending={update.isMutating}
      formError={update.error?.message}
      mayWrite={mayWrite}
    >
      <p className={text({ tone: 'subtle' })}>{user.email}</p>
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
    </FormModal>
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
