import type { SharedReport } from '@airtime/api-client';
import { formatDate, Skeleton } from '@airtime/design-system';
import { SHAREABLE_REPORT_TITLES, type ShareableReport } from '@airtime/domain';
import { type ComponentType, lazy, Suspense } from 'react';
import { Page, PageHeader } from '../page/PageHeader.tsx';
import type { BrandReportProps } from './reportBrand.ts';
import { SharedReportContext } from './sharedReport.ts';

// Each report loads with the link that names it: a link opens one report, not all six.
const REPORTS: Readonly<Record<ShareableReport, ComponentType<BrandReportProps>>> = {
  events: lazy(async () => ({ default: (await import('./EventsReport.tsx')).EventsReport })),
  creators: lazy(async () => ({ default: (await import('./CreatorsReport.tsx')).CreatorsReport })),
  'campaign-tracking': lazy(async () => ({
    default: (await import('./CampaignTrackingReport.tsx')).CampaignTrackingReport,
  })),
  effectiveness: lazy(async () => ({
    default: (await import('./EffectivenessReport.tsx')).EffectivenessReport,
  })),
  analysis: lazy(async () => ({ default: (await import('./AnalysisReport.tsx')).AnalysisReport })),
  seismograph: lazy(async () => ({
    default: (await import('./SeismographReport.tsx')).SeismographReport,
  })),
};

/**
 * A brand report opened through its shared link: the brand and report, who shared it and when,
 * until when the link works, then the report, read-only, drawn from the link's answer alone.
 */
export function SharedReportView({ shared }: { readonly shared: SharedReport }) {
  const { link, brand } = shared;
  const Report = REPORTS[link.report];
  return (
    <Page>
      <PageHeader
        title={`${brand.name}: ${SHAREABLE_REPORT_TITLES[link.report]}`}
        description={`Shared by ${link.created_by.name} on ${formatDate(link.created_at)}. Read-only; the link works until ${formatDate(link.expires_at)}.`}
      />
      <SharedReportContext value={shared}>
        <Suspense fallback={<Skeleton shape="rect" height={480} label="Loading the report" />}>
          <Report brand={{ id: brand.id, app: 'shared' }} />
        </Suspense>
      </SharedReportContext>
    </Page>
  );
}
