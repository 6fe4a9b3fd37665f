import { Outlet } from 'react-router';
import type { PageRoute } from '../app/defineRoutes.ts';
import { useRouteTabs } from '../app/useRouteTabs.ts';
import { Page, PageHeader } from '../features/page/PageHeader.tsx';
import { RouteTabs } from '../features/page/RouteTabs.tsx';

export interface SectionTabs {
  /** The page's heading: the section's title. */
  readonly title: string;
  /** One line under the title: what the section is for. */
  readonly description: string;
  /** Names the tab bar for screen readers: 'Finance pages'. */
  readonly tabsLabel: string;
}

/**
 * The layout of an agency section of several pages (Finance, Prospecting, ...): its header, then
 * a tab per child page of `route` the user may open.
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
    <Page>
      <PageHeader title={section.title} description={section.description} />
      <RouteTabs label={section.tabsLabel} tabs={tabs}>
        <Outlet />
      </RouteTabs>
    </Page>
  );
}
