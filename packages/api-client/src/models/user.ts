import {
  isPermission,
  isRole,
  type RoleRecord,
  type UserProfile,
  type UserSummary,
} from '@airtime/domain';
import * as v from 'valibot';
import { defineModel } from '../decode/defineModel.ts';

const summaryFields = {
  id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  avatar: v.nullable(v.string()),
  email: v.string(),
};

/** A user summary's schema, for records that embed one as an own field (an assignee's user). */
export const userSummarySchema = v.looseObject(summaryFields);

/** A user as embedded in assignees, messages and reactions, or sent in `included.users`. */
export const userSummaryModel = /* @__PURE__ */ defineModel<UserSummary>()({
  name: 'user',
  schema: userSummarySchema,
});

/** The signed-in (or impersonated) user's own profile (spec §3). */
export const userProfileModel = /* @__PURE__ */ defineModel<UserProfile>()({
  name: 'user profile',
  schema: v.looseObject({
    ...summaryFields,
    business_role: v.string(),
    roles: v.array(v.string()),
    permissions: v.array(v.string()),
    own_permissions: v.optional(v.array(v.string())),
    unread_notifications_count: v.number(),
    ios_count: v.number(),
    can_impersonate: v.boolean(),
    is_impersonating: v.boolean(),
  }),
});

/** A named role and what it grants (GET /api/roles); a role or permission this app does not know is left out. */
export const roleModel = /* @__PURE__ */ defineModel<RoleRecord>()({
  name: 'role',
  schema: v.looseObject({
    id: v.number(),
    name: v.custom<RoleRecord['name']>(isRole),
    permissions: v.pipe(
      v.array(v.string()),
      v.transform((names) => names.filter(isPermission)),
    ),
    users_count: v.number(),
  }),
});
