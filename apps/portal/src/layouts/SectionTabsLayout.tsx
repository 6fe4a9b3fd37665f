import { Outlet } from 'react-router';
import type { PageRoute } from '../app/defineRoutes.ts';
import { useRouteTabs } from '../app/useRouteTabs.ts';
import { SectionPage } from '../features/page/SectionPage.tsx';

export interface SectionTabs {
  /** The page's heading: the section's title. */
  readonly title: string;
  /** What the section is for, beside the title. */
  readonly description: string;
  /** Names the tab bar for screen readers: 'Finance pages'. */
  readonly tabsLabel: string;
}

/**
 * The layout of an agency section of several pages (Finance, Prospecting, ...): its header line,
 * then a tab per child page of `route` the user may open.
 */
export function SectionTabsLayout({
  route,
  section,
}: {
  readonly route: PageRoute;
  readonly section: SectionTabs;
}) {
  const tabs = useRouteTabs(route);
  return (
    <SectionPage
      title={section.title}
      description={section.description}
      tabsLabel={section.tabsLabel}
      tabs={tabs}
    >
      <Outlet />
    </SectionPage>
  );
}
