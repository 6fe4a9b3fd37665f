import type { PageRoute } from '../../defineRoutes.ts';
import { lazyPage } from '../../lazyPage.ts';

/** /agency/settings, Application Settings: users and roles, a tab each, for a Super Admin. */
export const applicationSettingsRoute: PageRoute = {
  path: 'settings',
  name: 'settings',
  title: 'Application Settings',
  label: 'Application settings',
  access: 'agency.settings',
  // The tab row names where the user is (page anatomy): no crumb row above the header line.
  noBreadcrumbs: true,
  page: lazyPage(
    () => import('../../../layouts/ApplicationSettingsLayout.tsx'),
    'ApplicationSettingsLayout',
  ),
  children: [
    {
      index: true,
      title: 'Users',
      page: lazyPage(
        () => import('../../../pages/agency/applicationSettings/UsersPage.tsx'),
        'UsersPage',
      ),
    },
    {
      path: 'roles',
      title: 'Roles',
      page: lazyPage(
        () => import('../../../pages/agency/applicationSettings/RolesPage.tsx'),
        'RolesPage',
      ),
    },
  ],
};
