import { prospectingRoute } from '../app/routes/agency/prospecting.ts';
import { type SectionTabs, SectionTabsLayout } from './SectionTabsLayout.tsx';

const SECTION: SectionTabs = {
  title: 'Prospecting',
  description: 'Creators Airtime has not signed yet, and where each conversion stands.',
  tabsLabel: 'Prospecting lists',
};

/** /agency/prospecting: finding creators to sign, as tabs (view_prospects opens them all). */
export function ProspectingLayout() {
  return <SectionTabsLayout route={prospectingRoute} section={SECTION} />;
}
