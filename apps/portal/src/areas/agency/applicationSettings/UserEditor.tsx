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
      <HolderChoices
        label="Roles"
        noun="role"
        names={ROLES}
        value={roles}
        onChange={(values) => setRoles(values.filter(isRole))}
        isInvalid={rolesEmptied}
        describe={(role) => ROLE_NOTES[role]}
      />
      <HolderChoices
        label="Permissions"
        noun="permission"
        names={PERMISSIONS}
        value={permissions}
        onChange={(values) => setPermissions(values.filter(isPermission))}
        isInvalid={permissionsEmptied}
        describe={(permission) =>
          `Opens ${opensFor({ kind: 'permission', name: permission }).join(', ') || 'nothing alone'}`
        }
      />
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

/** A user's roles or permissions, each with what it does, to tick. */
function HolderChoices<Name extends string>({
  label,
  noun,
  names,
  value,
  onChange,
  isInvalid,
  describe,
}: {
  readonly label: string;
  /** One of them, for the error: 'role'. */
  readonly noun: string;
  readonly names: readonly Name[];
  readonly value: readonly Name[];
  readonly onChange: (values: string[]) => void;
  /** Emptied, which the API cannot take once some were given. */
  readonly isInvalid: boolean;
  readonly describe: (name: Name) => string;
}) {
  return (
    <CheckboxGroup
      label={label}
      value={[...value]}
      onChange={onChange}
      isInvalid={isInvalid}
      errorMessage={`A user keeps at least one ${noun} once given one.`}
    >
      {names.map((name) => (
        <Checkbox key={name} value={name} description={describe(name)}>
          {name}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === new Set(b).size && a.every((value) => b.includes(value));
}
