import { useBrand, useBrandStats } from '@airtime/api-client';
import { ErrorState } from '@airtime/design-system';
import { Outlet, useParams } from 'react-router';
import { href } from '../app/paths.ts';
import { agencyBrandRoute, brandReportingRoute } from '../app/routes/agency/brandRecord.ts';
import { useNestedRouteTabs, useRouteTabs } from '../app/useRouteTabs.ts';
import { BrandHeader } from '../areas/agency/brandRecord/BrandHeader.tsx';
import { parseBrandId } from '../areas/agency/brandRecord/useBrandId.ts';
import { Page, PageHeader } from '../features/page/PageHeader.tsx';
import { RouteTabs } from '../features/page/RouteTabs.tsx';

/** /agency/brands/{id}: the brand's header and figures, its sections as tabs, then the section. */
export function AgencyBrandLayout() {
  const brandId = parseBrandId(useParams().brandId);
  const brand = useBrand(brandId);
  const stats = useBrandStats(brandId);
  const sectionTabs = useRouteTabs(agencyBrandRoute);
  const reportTabs = useNestedRouteTabs(brandReportingRoute);

  if (brandId === null || brand.error?.status === 404) {
    return (
      <Page>
        <PageHeader title="Brand not found" />
        <ErrorState
          headingLevel={2}
          title="There is no brand at this address."
          description="It may have been deleted, or the link is wrong. Find it in the brands list."
          action={{ label: 'Back to brands', href: href('agency-brands') }}
        />
      </Page>
    );
  }
  if (brand.error !== undefined) {
    return (
      <Page>
        <PageHeader title="Brand" />
        <ErrorState
          headingLevel={2}
          title="The brand could not be loaded."
          description={brand.error.message}
          action={{ label: 'Try again', onPress: () => void brand.mutate() }}
        />
      </Page>
    );
  }
  return (
    <Page>
      <BrandHeader brand={brand.data} stats={stats.data} isStatsLoading={stats.isLoading} />
      {/* The section is the selected tab's panel; in Reporting, a second row of tabs holds the report. */}
      <RouteTabs label="Brand sections" tabs={sectionTabs}>
        {reportTabs === null ? (
          <Outlet />
        ) : (
          <RouteTabs label="Reports" tabs={reportTabs}>
            <Outlet />
          </RouteTabs>
        )}
      </RouteTabs>
    </Page>
  );
}
