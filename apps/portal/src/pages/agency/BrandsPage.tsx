import { Plus } from 'lucide-react';
import { useMatch } from 'react-router';
import { href, ROUTE_PATHS } from '../../app/paths.ts';
import { brandsRoute } from '../../app/routes/agency/brandRecord.ts';
import { useRouteTabs } from '../../app/useRouteTabs.ts';
import { BrandsList } from '../../areas/agency/BrandsList.tsx';
import { KeptListUrl } from '../../areas/agency/keptLists.tsx';
import { useShellModals } from '../../features/modals/shellModals.ts';
import { SectionPage } from '../../features/page/SectionPage.tsx';
import { RecordAction } from '../../features/records/RecordAction.tsx';

/** /agency/brands and /agency/brands/non-airtime: the brand lists, as two tabs (decisions §1). */
export function BrandsPage() {
  const airtimeCustomer = useMatch(ROUTE_PATHS['agency-brands-non-airtime']) === null;
  // This page is both lists: its tabs link from the brands route, not from the page's own path.
  const tabs = useRouteTabs(brandsRoute, href('agency-brands'));
  const { open } = useShellModals();
  return (
    <SectionPage
      title="Brands"
      description="Every brand the agency works with; open one for its dashboard."
      actions={
        <RecordAction
          label="Create brand"
          icon={<Plus />}
          onPress={() => open('create-brand', { airtimeCustomer })}
        />
      }
      tabsLabel="Brand lists"
      tabs={tabs}
    >
      <KeptListUrl>
        <BrandsList airtimeCustomer={airtimeCustomer} />
      </KeptListUrl>
    </SectionPage>
  );
}
