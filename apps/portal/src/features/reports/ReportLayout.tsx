import type { ReactNode } from 'react';
import { Page, PageHeader } from '../page/PageHeader.tsx';
import { Section, SectionHeader } from '../page/SectionHeader.tsx';
import type { ReportApp } from './reportBrand.ts';

/**
 * A brand report's column: its title, what it shows and its controls, then the report. In the
 * agency's brand record the report is the page (an h1 under the brand's header); in the brand app
 * it is a tab under the Reporting h1 (an h2).
 */
export function ReportLayout({
  app,
  title,
  description,
  actions,
  children,
}: {
  readonly app: ReportApp;
  readonly title: string;
  readonly description: string;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}) {
  const header = { title, description, ...(actions === undefined ? {} : { actions }) };
  return app === 'agency' ? (
    <Page>
      <PageHeader {...header} />
      {children}
    </Page>
  ) : (
    <Section>
      <SectionHeader {...header} />
      {children}
    </Section>
  );
}
