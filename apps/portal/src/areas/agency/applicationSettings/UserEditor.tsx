import { useUpdateUser, useUserProfile } from '@airtime/api-client';
import {
  Banner,
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
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
  type UserProfile,
} from '@airtime/domain';
import { useState } from 'react';
import { FormActions } from '../../../features/forms/FormActions.tsx';
import { opensFor, ROLE_NOTES } from './access.ts';

/** The user editor modal (spec §2 catalogue): a user's roles, permissions and impersonation. */
export function UserEditor({
  userId,
  onClose,
}: {
  /** The user to edit; null keeps the modal closed. */
  readonly userId: number | null;
  readonly onClose: () => void;
}) {
  return (
    <Modal isOpen={userId !== null} onOpenChange={(open) => !open && onClose()}>
      {userId !== null && <UserEditorDialog userId={userId} onClose={onClose} />}
    </Modal>
  );
}

function UserEditorDialog({
  userId,
  onClose,
}: {
  readonly userId: number;
  readonly onClose: () => void;
}) {
  const profile = useUserProfile(userId);
  const user = profile.data;
  return (
    <Dialog title={user === undefined ? 'Edit user' : `Edit ${user.firstname} ${user.lastname}`}>
      {profile.error !== undefined ? (
        <Banner tone="critical">{`The user could not be loaded: ${profile.error.message}`}</Banner>
      ) : user === undefined ? (
        <Skeleton lines={6} label="Loading the user" />
      ) : (
        <UserAccessForm key={user.id} user={user} onDone={onClose} />
      )}
    </Dialog>
  );
}

function UserAccessForm({
  user,
  onDone,
}: {
  readonly user: UserProfile;
  readonly onDone: () => void;
}) {
  const [roles, setRoles] = useState<Role[]>(user.roles.filter(isRole));
  const [permissions, setPermissions] = useState<Permission[]>(
    user.permissions.filter(isPermission),
  );
  const [canImpersonate, setCanImpersonate] = useState(user.can_impersonate);
  const update = useUpdateUser();
  // Form data cannot carry an empty list (api-client UserInput), so a list once set cannot be emptied.
  const rolesEmptied = roles.length === 0 && user.roles.length > 0;
  const permissionsEmptied = permissions.length === 0 && user.permissions.length > 0;
  const save = async () => {
    const body = {
      ...(sameSet(roles, user.roles) ? {} : { roles }),
      ...(sameSet(permissions, user.permissions) ? {} : { permissions }),
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
        void save();
      }}
    >
      <p className={text({ tone: 'subtle' })}>{user.email}</p>
      {update.error !== undefined && <Banner tone="critical">{update.error.message}</Banner>}
      <CheckboxGroup
        label="Roles"
        value={roles}
        onChange={(values) => setRoles(values.filter(isRole))}
        isInvalid={rolesEmptied}
        errorMessage="A user keeps at least one role once given one."
      >
        {ROLES.map((role) => (
          <Checkbox key={role} value={role} description={ROLE_NOTES[role]}>
            {role}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        label="Permissions"
        value={permissions}
        onChange={(values) => setPermissions(values.filter(isPermission))}
        isInvalid={permissionsEmptied}
        errorMessage="A user keeps at least one permission once given one."
      >
        {PERMISSIONS.map((permission) => (
          <Checkbox
            key={permission}
            value={permission}
            description={`Opens ${opensFor({ kind: 'permission', name: permission }).join(', ') || 'nothing alone'}`}
          >
            {permission}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Switch isSelected={canImpersonate} onChange={setCanImpersonate}>
        Can impersonate
      </Switch>
      <FormActions
        submitLabel="Save"
        isPending={update.isMutating}
        isDisabled={rolesEmptied || permissionsEmptied}
      >
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
      </FormActions>
    </Stack>
  );
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === new Set(b).size && a.every((value) => b.includes(value));
}
