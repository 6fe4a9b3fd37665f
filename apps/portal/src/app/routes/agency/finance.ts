import type { PageRoute } from '../../defineRoutes.ts';
import { redirectToFinanceLanding } from '../../guards.ts';
import { lazyPage } from '../../lazyPage.ts';

/**
 * /agency/accounting, Finance: a tab a page, each behind its own rule (decisions §7), in the order
 * the Finance redirect tries them (the domain's FINANCE_CHILDREN).
 */
export const financeRoute: PageRoute = {
  path: 'accounting',
  name: 'agency-accounting',
  title: 'Finance',
  access: 'agency.accounting',
  // The tab row names where the user is (page anatomy): no crumb row above the header line.
  noBreadcrumbs: true,
  page: lazyPage(() => import('../../../layouts/FinanceLayout.tsx'), 'FinanceLayout'),
  children: [
    { index: true, loader: redirectToFinanceLanding },
    {
      path: 'brand-revenue',
      title: 'Brand Revenue',
      access: 'agency.accounting.brand-revenue',
      page: lazyPage(
        () => import('../../../pages/agency/finance/BrandRevenuePage.tsx'),
        'BrandRevenuePage',
      ),
    },
    {
      path: 'brand-forecasting',
      title: 'Brand Forecasting',
      access: 'agency.accounting.brand-forecasting',
      page: lazyPage(
        () => import('../../../pages/agency/finance/BrandForecastingPage.tsx'),
        'BrandForecastingPage',
      ),
    },
    {
      path: 'invoices',
      title: 'Brand Invoicing',
      access: 'agency.accounting.invoices',
      page: lazyPage(
        () => import('../../../pages/agency/finance/InvoicesPage.tsx'),
        'InvoicesPage',
      ),
    },
    {
      path: 'creator-revenue',
      title: 'Creator Revenue',
      access: 'agency.accounting.creator-revenue',
      page: lazyPage(
        () => import('../../../pages/agency/finance/CreatorRevenuePage.tsx'),
        'CreatorRevenuePage',
      ),
    },
    {
      path: 'payouts',
      title: 'Creator Payout',
      access: 'agency.accounting.payouts',
      page: lazyPage(() => import('../../../pages/agency/finance/PayoutsPage.tsx'), 'PayoutsPage'),
    },
  ],
};
