import { Outlet } from 'react-router';
import { brandReportsRoute } from '../app/routes/brandApp/reports.ts';
import { useRouteTabs } from '../app/useRouteTabs.ts';
import { BrandPage } from '../areas/brandApp/BrandPage.tsx';

/** 'Reporting' in the brand menu: the selected brand's reports as tabs. */
export function BrandReportsLayout() {
  const tabs = useRouteTabs(brandReportsRoute);
  return (
    <BrandPage title="Reporting" tabs={{ label: 'Reports', tabs }}>
      {() => <Outlet />}
    </BrandPage>
  );
}
