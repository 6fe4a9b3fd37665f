import { PERMISSIONS, ROLES } from '@airtime/domain';
import { agencyOnly, agencyWithRole } from '../auth/access.ts';
import { presentRole } from '../auth/rolePermissions.ts';
import { fieldError, found } from '../http/HttpError.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { v, validate } from '../http/validate.ts';

// Roles (decisions §9 'permissions': a role's permissions, the fake's own calls): the four named
// roles of spec §6 and the permissions each grants its holders on top of their own. Agency staff
// read them; only a Super Admin changes them. The body is JSON, so an empty list clears a role.

export const roleRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/roles',
    access: agencyOnly,
    handle: ({ store }) => json({ data: ROLES.map((role) => presentRole(store, role)) }),
  }),

  defineRoute({
    method: 'PUT',
    path: '/api/roles/:id',
    access: agencyWithRole('Super Admin'),
    async handle(context) {
      const { store } = context;
      const id = context.id('id');
      const role = found(ROLES[id - 1], 'Role', id);
      const input = validate(await context.body(), {
        permissions: v.list(v.oneOf(PERMISSIONS), { max: PERMISSIONS.length }),
      });
      // Laravel's `present`: an empty list is a valid answer (the role grants nothing).
      if (input.permissions === undefined)
        fieldError('permissions', 'The permissions field must be present.');
      const permissions = PERMISSIONS.filter(
        (permission) => input.permissions?.includes(permission) === true,
      );
      if (store.roleGrants.has(id)) store.roleGrants.update(id, { permissions });
      else store.roleGrants.insert({ id, permissions });
      return json({ data: presentRole(store, role) });
    },
  }),
].map(anyRoute);
