import { getAppType, hasRole, PERMISSIONS, ROLES } from '@airtime/domain';
import { agencyOnly } from '../auth/access.ts';
import { fileToDataUri } from '../http/fileToDataUri.ts';
import { fieldError, forbidden, found } from '../http/HttpError.ts';
import { type ListSpec, paginate, readListQuery, toListResponse } from '../http/listing.ts';
import { readFilters } from '../http/query.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute, type UserContext } from '../http/route.ts';
import { requireSomeField, v, validate } from '../http/validate.ts';
import { presentProfile, presentUserSummary } from '../present/users.ts';
import type { StoredUser } from '../store/records.ts';

// Users and profile (spec §7 'Messaging and users': /api/user/{id}, /api/user-search) and the
// own profile, whose path the spec does not show: GET /api/user.

const USER_SEARCH: ListSpec<StoredUser> = {
  sorts: {
    name: (user) => `${user.firstname} ${user.lastname}`,
    email: (user) => user.email,
    id: (user) => user.id,
  },
  defaultSort: 'name',
  defaultPerPage: 10,
  maxPerPage: 50,
};

/** The profile of a user as the acting user sees it: flagged when it is who they impersonate. */
function profileFor(context: UserContext<string>, user: StoredUser) {
  return presentProfile(
    context.store,
    user,
    context.impersonation !== null && user.id === context.user.id,
  );
}

export const userRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/user',
    handle: (context) => json({ data: profileFor(context, context.user) }),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/user/:id',
    handle(context) {
      const userId = context.id('id');
      const user = found(context.store.users.get(userId), 'User', userId);
      if (user.id !== context.user.id && getAppType(context.user.business_role) !== 'agency') {
        forbidden('You can only see your own profile.');
      }
      return json({ data: profileFor(context, user) });
    },
  }),

  // The profile settings form posts multipart form data with _method=PUT (spec §7).
  defineRoute({
    method: 'PUT',
    path: '/api/user/:id',
    acceptsMethodOverride: true,
    async handle(context) {
      const { store, user: actor, nowIso } = context;
      const userId = context.id('id');
      const user = found(store.users.get(userId), 'User', userId);
      const superAdmin = hasRole(actor, 'Super Admin');
      if (user.id !== actor.id && !superAdmin) forbidden('You can only change your own profile.');
      const raw = await context.body();
      const input = validate(raw, {
        firstname: v.string({ max: 100 }),
        lastname: v.string({ max: 100 }),
        email: v.email(),
        avatar: v.file({ maxKilobytes: 1024, images: true }).nullable(),
        roles: v.list(v.oneOf(ROLES), { max: ROLES.length }),
        permissions: v.list(v.oneOf(PERMISSIONS), { max: PERMISSIONS.length }),
        can_impersonate: v.boolean(),
      });
      requireSomeField(input);
      if (
        !superAdmin &&
        (input.roles !== undefined ||
          input.permissions !== undefined ||
          input.can_impersonate !== undefined)
      ) {
        forbidden('Only a Super Admin can change roles and permissions.');
      }
      if (input.email !== undefined) {
        const owner = store.users.lookupOne('email', input.email.toLowerCase());
        if (owner !== undefined && owner.id !== user.id)
          fieldError('email', 'The email has already been taken.');
      }
      const avatar =
        input.avatar === undefined
          ? undefined
          : input.avatar === null
            ? null
            : await fileToDataUri(input.avatar);
      const updated = store.users.update(user.id, {
        ...(input.firstname === undefined ? {} : { firstname: input.firstname }),
        ...(input.lastname === undefined ? {} : { lastname: input.lastname }),
        ...(input.email === undefined ? {} : { email: input.email }),
        ...(avatar === undefined ? {} : { avatar }),
        ...(input.roles === undefined ? {} : { roles: [...new Set(input.roles)] }),
        ...(input.permissions === undefined
          ? {}
          : { permissions: [...new Set(input.permissions)] }),
        ...(input.can_impersonate === undefined ? {} : { can_impersonate: input.can_impersonate }),
        updated_at: nowIso(),
      });
      return json({ data: profileFor(context, updated ?? user) });
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/user-search',
    access: agencyOnly,
    handle({ store, query }) {
      const filters = readFilters(query, {
        s: v.string({ max: 255 }),
        business_role: v.list(v.string({ max: 32 }), { max: 10 }),
        ids: v.list(v.id(), { max: 100 }),
      });
      const needle = filters.s?.toLowerCase();
      const roles = filters.business_role;
      const ids = filters.ids === undefined ? undefined : new Set(filters.ids);
      const rows = store.users
        .all()
        .filter(
          (user) =>
            (ids === undefined || ids.has(user.id)) &&
            (roles === undefined || roles.includes(user.business_role)) &&
            (needle === undefined ||
              `${user.firstname} ${user.lastname}`.toLowerCase().includes(needle) ||
              user.email.toLowerCase().includes(needle)),
        );
      const page = paginate(rows, readListQuery(query, USER_SEARCH), USER_SEARCH);
      return json(toListResponse(page, presentUserSummary));
    },
  }),
].map(anyRoute);
