import { Outlet } from 'react-router';
import { financeRoute } from '../app/routes/agency/finance.ts';
import { useRouteTabs } from '../app/useRouteTabs.ts';
import { Page, PageHeader } from '../features/page/PageHeader.tsx';
import { RouteTabs } from '../features/page/RouteTabs.tsx';

/** /agency/accounting: Finance, with a tab per Finance page the user may open (decisions §7). */
export function FinanceLayout() {
  const tabs = useRouteTabs(financeRoute);
  return (
    <Page>
      <PageHeader
        title="Finance"
        description="What brands paid and will pay, what to invoice, and what creators are owed."
      />
      <RouteTabs label="Finance pages" tabs={tabs}>
        <Outlet />
      </RouteTabs>
    </Page>
  );
}
