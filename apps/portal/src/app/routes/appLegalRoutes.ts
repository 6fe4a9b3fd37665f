import type { PageRoute } from '../defineRoutes.ts';
import { lazyPage } from '../lazyPage.ts';

/**
 * The legal pages inside the agency and brand apps, labelled as the navigation's bottom links
 * name them (spec §2); the public ones are in publicRoutes.ts.
 */
export function appLegalRoutes(appType: 'agency' | 'brand'): readonly PageRoute[] {
  const page = lazyPage(() => import('../../pages/legal/LegalPage.tsx'), 'LegalPage');
  return [
    {
      path: 'privacy',
      name: `${appType}-privacy`,
      title: 'Privacy Policy',
      label: 'Privacy policy',
      page,
    },
    {
      path: 'optout',
      name: `${appType}-optout`,
      title: 'Contact Support',
      label: 'Contact support',
      page,
    },
    {
      path: 'terms',
      name: `${appType}-terms`,
      title: 'Terms of Service',
      label: 'Terms of service',
      page,
    },
  ];
}
