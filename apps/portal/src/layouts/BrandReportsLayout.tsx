import { Outlet } from 'react-router';
import { brandReportsRoute } from '../app/routes/brandApp/reports.ts';
import { useRouteTabs } from '../app/useRouteTabs.ts';
import { useBrandPageHeader } from '../areas/brandApp/BrandPage.tsx';
import { BrandScope } from '../areas/brandApp/BrandScope.tsx';
import { SectionPage } from '../features/page/SectionPage.tsx';

/** 'Reporting' in the brand menu: the selected brand's reports as tabs under one header line. */
export function BrandReportsLayout() {
  const tabs = useRouteTabs(brandReportsRoute);
  return (
    <SectionPage {...useBrandPageHeader({ title: 'Reporting' }, 8)} tabsLabel="Reports" tabs={tabs}>
      <BrandScope>{() => <Outlet />}</BrandScope>
    </SectionPage>
  );
}
