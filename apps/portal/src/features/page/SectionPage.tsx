import type { ReactNode } from 'react';
import { Page, PageHeader, type PageHeaderProps } from './PageHeader.tsx';
import { compactPanel } from './page.css.ts';
import { type RouteTab, RouteTabs } from './RouteTabs.tsx';

export interface SectionPageProps extends Omit<PageHeaderProps, 'line'> {
  /** Names the tab row for screen readers: 'Finance pages'. */
  readonly tabsLabel: string;
  readonly tabs: readonly RouteTab[];
  /** The selected tab's page (`<Outlet />`). */
  readonly children: ReactNode;
}

/**
 * A page of several tabs (a section such as Finance, a list of lists such as Brands), laid out as
 * a record is (page anatomy): one header line, one compact tab row, then the selected tab's panel,
 * so content starts within 160 px of the top at desktop width and switching tabs moves nothing
 * above the panel.
 */
export function SectionPage({ tabsLabel, tabs, children, ...header }: SectionPageProps) {
  return (
    <Page space="none">
      <PageHeader {...header} line />
      <RouteTabs label={tabsLabel} tabs={tabs} size="sm" panelClassName={compactPanel}>
        {children}
      </RouteTabs>
    </Page>
  );
}
