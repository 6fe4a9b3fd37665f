import { PERMISSIONS, type Permission, ROLES, type Role, type RoleRecord } from '@airtime/domain';
import type { Store } from '../store/createStore.ts';
import type { StoredUser } from '../store/records.ts';

/** A role's id: its place in ROLES, counted from 1 (the roles are fixed; their grants change). */
export function roleId(role: Role): number {
  return ROLES.indexOf(role) + 1;
}

/** The permissions a role grants everyone holding it; none until a Super Admin sets some. */
export function roleGrants(store: Store, role: Role): readonly Permission[] {
  return store.roleGrants.get(roleId(role))?.permissions ?? [];
}

/** A user's own permissions and those their roles grant, in PERMISSIONS order (Spatie's getAllPermissions). */
export function effectivePermissions(store: Store, user: StoredUser): Permission[] {
  const held = new Set<string>(user.permissions);
  for (const role of ROLES) {
    if (user.roles.includes(role))
      for (const permission of roleGrants(store, role)) held.add(permission);
  }
  return PERMISSIONS.filter((permission) => held.has(permission));
}

/** A role as GET /api/roles sends it. */
export function presentRole(store: Store, role: Role): RoleRecord {
  return {
    id: roleId(role),
    name: role,
    permissions: roleGrants(store, role),
    users_count: store.users.all().filter((user) => user.roles.includes(role)).length,
  };
}
