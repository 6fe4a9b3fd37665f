import { financeRoute } from '../app/routes/agency/finance.ts';
import { type SectionTabs, SectionTabsLayout } from './SectionTabsLayout.tsx';

const SECTION: SectionTabs = {
  title: 'Finance',
  description: 'What brands paid and will pay, what to invoice, and what creators are owed.',
  tabsLabel: 'Finance pages',
};

/** /agency/accounting: Finance, with a tab per Finance page the user may open (decisions §7). */
export function FinanceLayout() {
  return <SectionTabsLayout route={financeRoute} section={SECTION} />;
}
