import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { PageRoute, PathRoute } from '../app/defineRoutes.ts';
import { useNestedRouteTabs, useRouteTabs } from '../app/useRouteTabs.ts';
import { PageError, type PageErrorProps } from '../features/page/PageError.tsx';
import { InRecordContext, Page } from '../features/page/PageHeader.tsx';
import { compactPanel } from '../features/page/page.css.ts';
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
  /** The record's header: one line of logo, name and key figures (RecordHeader). */
  readonly header: ReactNode;
  /** The record's entry: its children are the section tabs. */
  readonly route: PageRoute;
  /** Names the section tabs for screen readers: 'Brand sections'. */
  readonly tabsLabel: string;
  /** The Reporting section, whose reports are a second level: a side list left of the report. */
  readonly reportingRoute: PathRoute;
}

/**
 * An agency record (a brand, a creator), laid out as the page anatomy says: one header line, one
 * row of section tabs, then the section; Reporting's reports are a side list beside the report.
 * The header belongs to this layout, above the tabs, so switching tabs never moves it; the
 * sections' own PageHeaders keep their h1 for screen readers only (InRecordContext).
 */
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
    <Page space="none">
      {header}
      {/* The section is the selected tab's panel; in Reporting, a side list of reports holds it. */}
      <InRecordContext value={true}>
        <RouteTabs label={tabsLabel} tabs={sectionTabs} size="sm" panelClassName={compactPanel}>
          {reportTabs === null ? (
            <Outlet />
          ) : (
            <RouteTabs label="Reports" tabs={reportTabs} orientation="vertical">
              <Outlet />
            </RouteTabs>
          )}
        </RouteTabs>
      </InRecordContext>
    </Page>
  );
}
