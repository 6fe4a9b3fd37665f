import { trafficRoute } from '../app/routes/agency/traffic.ts';
import { type SectionTabs, SectionTabsLayout } from './SectionTabsLayout.tsx';

const SECTION: SectionTabs = {
  title: 'Traffic',
  description: 'Aired content that may carry sponsorships nobody has claimed yet.',
  tabsLabel: 'Traffic lists',
};

/** /agency/traffic: aired content to match with brands, in three lists (spec §2). */
export function TrafficLayout() {
  return <SectionTabsLayout route={trafficRoute} section={SECTION} />;
}
