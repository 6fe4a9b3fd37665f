import { applicationSettingsRoute } from '../app/routes/agency/applicationSettings.ts';
import { type SectionTabs, SectionTabsLayout } from './SectionTabsLayout.tsx';

const SECTION: SectionTabs = {
  title: 'Application Settings',
  description: 'Who uses Airtime, and what their roles and permissions open.',
  tabsLabel: 'Application settings',
};

/** /agency/settings: Application Settings, for a Super Admin only (spec §6). */
export function ApplicationSettingsLayout() {
  return <SectionTabsLayout route={applicationSettingsRoute} section={SECTION} />;
}
