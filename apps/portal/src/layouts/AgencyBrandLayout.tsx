import { useBrand, useBrandStats } from '@airtime/api-client';
import { useParams } from 'react-router';
import { href } from '../app/paths.ts';
import { agencyBrandRoute, brandReportingRoute } from '../app/routes/agency/brandRecord.ts';
import { BrandHeader } from '../areas/agency/brandRecord/BrandHeader.tsx';
import { parseBrandId } from '../areas/agency/brandRecord/useBrandId.ts';
import { RecordLayout } from './RecordLayout.tsx';

/** /agency/brands/{id}: the brand's header and figures, its sections as tabs, then the section. */
export function AgencyBrandLayout() {
  const brandId = parseBrandId(useParams().brandId);
  const brand = useBrand(brandId);
  const stats = useBrandStats(brandId);
  return (
    <RecordLayout
      record={brand}
      hasNoId={brandId === null}
      pageTitle="Brand"
      notFound={{
        pageTitle: 'Brand not found',
        title: 'There is no brand at this address.',
        description: 'It may have been deleted, or the link is wrong. Find it in the brands list.',
        action: { label: 'Back to brands', href: href('agency-brands') },
      }}
      failedTitle="The brand could not be loaded."
      header={
        <BrandHeader brand={brand.data} stats={stats.data} isStatsLoading={stats.isLoading} />
      }
      route={agencyBrandRoute}
      tabsLabel="Brand sections"
      reportingRoute={brandReportingRoute}
    />
  );
}
