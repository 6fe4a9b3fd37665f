import type { Permission } from '@airtime/domain';
import { many, one } from '../decode/decoders.ts';
import { roleModel } from '../models/user.ts';
import { defineCall } from './defineCall.ts';

// Roles (decisions §9 `permissions`; the fake's own calls): the four named roles and the
// permissions each grants its holders on top of their own. Agency staff read; a Super Admin sets.

export interface RoleInput {
  /** The whole set the role grants; `[]` grants nothing. */
  readonly permissions: readonly Permission[];
}

/** GET /api/roles: every named role with its permissions and how many users hold it. */
export const listRoles = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/roles',
  decode: many(roleModel),
});

/** PUT /api/roles/:id (JSON): sets the permissions a role grants. Super Admin only. */
export const updateRole = /* @__PURE__ */ defineCall<never, RoleInput>()({
  method: 'PUT',
  path: '/api/roles/:id',
  decode: one(roleModel),
});
