import type { Permission } from '../access/permissions.ts';
import type { Role } from '../access/roles.ts';

/**
 * A named role as Application Settings > Roles lists it: the permissions it grants everyone who
 * holds it (on top of each user's own), and how many users hold it.
 */
export interface RoleRecord {
  readonly id: number;
  readonly name: Role;
  readonly permissions: readonly Permission[];
  readonly users_count: number;
}
