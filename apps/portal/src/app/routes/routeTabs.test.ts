import { describe, expect, it } from 'vitest';
import type { PageRoute } from '../defineRoutes.ts';
import { agencyBrandRoute, brandReportingRoute, brandsRoute } from './agency/brandRecord.ts';
import { agencyCreatorRoute } from './agency/creatorRecord.ts';
import { financeRoute } from './agency/finance.ts';
import { trafficRoute } from './agency/traffic.ts';
import { brandCreatorRoute } from './brandApp/creatorProfile.ts';
import { routeTabs } from './routeTabs.ts';

const tabs = (route: PageRoute, base?: string) =>
  routeTabs(route, base).map(({ label, to, access }) =>
    access === undefined ? `${label} ${to}` : `${label} ${to} (${access})`,
  );

describe('routeTabs', () => {
  it.each<[string, PageRoute, string | undefined, string[]]>([
    [
      'skips the index redirect',
      trafficRoute,
      undefined,
      [
        'Potentially Sponsored sponsored',
        'Not Sponsored not-sponsored',
        'Unapproved Brands unapproved',
      ],
    ],
    [
      'links the index page at the base, and a section without a page of its own',
      agencyBrandRoute,
      undefined,
      [
        'Dashboard ',
        'Prospecting prospecting',
        'Planning planning',
        'Production production',
        'Settings settings',
        'Reporting reporting',
      ],
    ],
    [
      'puts a nested row under its path, with each page’s access rule',
      brandReportingRoute,
      'reporting',
      [
        'Campaign Tracking reporting/campaign-tracking',
        'Events reporting/events',
        'Campaign Analysis reporting/analysis',
        'Seismograph reporting/seismograph',
        'Effectiveness reporting/effectiveness',
        'Creators reporting/creators',
        'Revenue reporting/revenue (agency.brand.reporting.revenue)',
        'Sales Activity reporting/activity',
        'Import Activity reporting/import-activity',
        'Contracts reporting/contracts',
      ],
    ],
    [
      'skips a page that needs a param, and keeps Reporting’s rule',
      agencyCreatorRoute,
      undefined,
      [
        'Channel ',
        'Campaigns campaigns',
        'Planning planning',
        'Production production',
        'Settings settings',
        'Reporting reporting (agency.creator.reporting)',
      ],
    ],
    [
      'drops an optional param from the link',
      brandCreatorRoute,
      undefined,
      ['Profile profile', 'Campaigns campaigns', 'Channel Activity channel-activity'],
    ],
    [
      'labels a tab by its label where it differs from the title, under an absolute base',
      brandsRoute,
      '/agency/brands',
      ['Airtime customers /agency/brands', 'Non-Airtime /agency/brands/non-airtime'],
    ],
    [
      'skips the index that only redirects (a loader)',
      financeRoute,
      undefined,
      [
        'Brand Revenue brand-revenue (agency.accounting.brand-revenue)',
        'Brand Forecasting brand-forecasting (agency.accounting.brand-forecasting)',
        'Brand Invoicing invoices (agency.accounting.invoices)',
        'Creator Revenue creator-revenue (agency.accounting.creator-revenue)',
        'Creator Payout payouts (agency.accounting.payouts)',
      ],
    ],
  ])('%s', (_rule, route, base, expected) => {
    expect(tabs(route, base)).toEqual(expected);
  });
});
