import type { Permission, Role } from '@airtime/domain';
import { one } from '../decode/decoders.ts';
import { userProfileModel } from '../models/user.ts';
import { defineCall } from './defineCall.ts';

// Users and profiles (spec §7 'Messaging and users'); the own profile is ownProfile.ts's. Rules as
// packages/mock-api/src/handlers/users.ts applies them: agency staff may read any profile, others
// their own; one may change one's own profile, a Super Admin anyone's, and only a Super Admin
// roles, permissions and can_impersonate.

/**
 * Fields of a profile update, sent as form data with `_method=PUT` (an avatar file goes with
 * them). At least one field. Form data cannot carry an empty list, so `roles: []` does not clear
 * the roles.
 */
export interface UserInput {
  readonly firstname?: string;
  readonly lastname?: string;
  /** Unique among users (422 `errors.email` otherwise). */
  readonly email?: string;
  /** An image up to 1 MB; null removes the avatar. */
  readonly avatar?: Blob | null;
  /** Super Admin only. */
  readonly roles?: readonly Role[];
  /** Super Admin only. */
  readonly permissions?: readonly Permission[];
  /** Super Admin only. */
  readonly can_impersonate?: boolean;
}

/** GET /api/user/:id: a user's profile (agency staff, or one's own). */
export const getUser = /* @__PURE__ */ defineCall()({
  method: 'GET',
  path: '/api/user/:id',
  decode: one(userProfileModel),
});

/** POST /api/user/:id with `_method=PUT`, as form data: the profile settings and user editor. */
export const updateUser = /* @__PURE__ */ defineCall<never, UserInput>()({
  method: 'POST',
  path: '/api/user/:id',
  methodOverride: 'PUT',
  bodyType: 'form',
  decode: one(userProfileModel),
});
