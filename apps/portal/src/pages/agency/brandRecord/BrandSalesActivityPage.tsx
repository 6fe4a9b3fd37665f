import { ActivityLog } from '../../../areas/agency/brandRecord/ActivityLog.tsx';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';
import { ImportedActivityTable } from '../../../features/salesActivity/ImportedActivityTable.tsx';

/** Reporting / Sales Activity: the imported sales figures, then what changed on the brand, as logged in its threads. */
export function BrandSalesActivityPage() {
  const brandId = useBrandId();
  return (
    <Page>
      <PageHeader
        title="Sales Activity"
        description="The brand's sales figures imported from CSV files, then what changed on the brand and when, as logged in its conversations."
      />
      <ImportedActivityTable brandId={brandId} />
      <ActivityLog
        subjectType="brand"
        subjectId={brandId}
        visibility="internal"
        title="Internal activity"
        description="Logged in the agency's internal thread; the brand does not see it."
      />
      <ActivityLog
        subjectType="brand"
        subjectId={brandId}
        visibility="brand"
        title="Activity shared with the brand"
        description="Logged in the thread the brand's users read."
      />
    </Page>
  );
}
