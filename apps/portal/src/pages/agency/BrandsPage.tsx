import { useMatch } from 'react-router';
import { BrandsList } from '../../areas/agency/BrandsList.tsx';
import { KeptListUrl } from '../../areas/agency/keptLists.tsx';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';
import { RouteTabs } from '../../features/page/RouteTabs.tsx';

/** /agency/brands and /agency/brands/non-airtime: the brand lists, as two tabs (decisions §1). */
export function BrandsPage() {
  const airtimeCustomer = useMatch('/agency/brands/non-airtime') === null;
  return (
    <Page>
      <PageHeader
        title="Brands"
        description="Every brand the agency works with; open one for its dashboard."
      />
      <RouteTabs
        label="Brand lists"
        tabs={[
          { label: 'Airtime customers', to: '/agency/brands' },
          { label: 'Non-Airtime', to: '/agency/brands/non-airtime' },
        ]}
      >
        <KeptListUrl>
          <BrandsList airtimeCustomer={airtimeCustomer} />
        </KeptListUrl>
      </RouteTabs>
    </Page>
  );
}
