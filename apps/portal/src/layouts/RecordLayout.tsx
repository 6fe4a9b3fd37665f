import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { PageRoute, PathRoute } from '../app/defineRoutes.ts';
import { useNestedRouteTabs, useRouteTabs } from '../app/useRouteTabs.ts';
import { PageError, type PageErrorProps } from '../features/page/PageError.tsx';
import { Page } from '../features/page/PageHeader.tsx';
import { RouteTabs } from '../features/page/RouteTabs.tsx';

export interface RecordLayoutProps {
  /** The record's call: a 404 shows `notFound`, another failure `failedTitle` and a retry. */
  readonly record: {
    readonly error?: { readonly status?: number; readonly message: string } | undefined;
    readonly mutate: () => unknown;
  };
  /** The address names no record (no id): `notFound` without a call. */
  readonly hasNoId: boolean;
  /** The page's h1 while the record cannot be shown: 'Creator'. */
  readonly pageTitle: string;
  readonly notFound: Omit<PageErrorProps, 'pageTitle'> & { readonly pageTitle?: string };
  /** 'The brand could not be loaded.' */
  readonly failedTitle: string;
  /** The record's header and figures. */
  readonly header: ReactNode;
  /** The record's entry: its children are the section tabs. */
  readonly route: PageRoute;
  /** Names the section tabs for screen readers: 'Brand sections'. */
  readonly tabsLabel: string;
  /** The Reporting section, whose reports are a second row of tabs. */
  readonly reportingRoute: PathRoute;
}

/** An agency record (a brand, a creator): its header, its sections as tabs, then the section. */
export function RecordLayout({
  record,
  hasNoId,
  pageTitle,
  notFound,
  failedTitle,
  header,
  route,
  tabsLabel,
  reportingRoute,
}: RecordLayoutProps) {
  const sectionTabs = useRouteTabs(route);
  const reportTabs = useNestedRouteTabs(reportingRoute);
  if (hasNoId || record.error?.status === 404) {
    return (
      <Page>
        <PageError pageTitle={pageTitle} {...notFound} />
      </Page>
    );
  }
  if (record.error !== undefined) {
    return (
      <Page>
        <PageError
          pageTitle={pageTitle}
          title={failedTitle}
          description={record.error.message}
          action={{ label: 'Try again', onPress: () => void record.mutate() }}
        />
      </Page>
    );
  }
  return (
    <Page>
      {header}
      {/* The section is the selected tab's panel; in Reporting, a second row of tabs holds the report. */}
      <RouteTabs label={tabsLabel} tabs={sectionTabs}>
        {reportTabs === null ? (
          <Outlet />
        ) : (
          <RouteTabs label="Reports" tabs={reportTabs}>
            <Outlet />
          </RouteTabs>
        )}
      </RouteTabs>
    </Page>
  );
}
