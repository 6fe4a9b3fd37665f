import { useReportLinks, useRevokeReportLink } from '@airtime/api-client';
import { Button, Card, formatDate, type TableColumn } from '@airtime/design-system';
import { type ReportLink, SHAREABLE_REPORT_TITLES } from '@airtime/domain';
import { lazy, Suspense, useState } from 'react';
import { SummaryTable } from '../../../features/lists/SummaryTable.tsx';
import { useMayShareReports } from '../../../features/reportLinks/useMayShareReports.ts';
import { toastWriteFailure } from '../../../features/writes/toastWriteFailure.ts';

const RevokeLinkDialog = lazy(async () => ({
  default: (await import('../../../features/reportLinks/RevokeLinkDialog.tsx')).RevokeLinkDialog,
}));

const linkName = (link: ReportLink) =>
  `${SHAREABLE_REPORT_TITLES[link.report]} shared by ${link.created_by.name} on ${formatDate(link.created_at)}`;

function columns(onRevoke: ((link: ReportLink) => void) | null): TableColumn<ReportLink>[] {
  const base: TableColumn<ReportLink>[] = [
    {
      id: 'report',
      label: 'Report',
      value: (row) => SHAREABLE_REPORT_TITLES[row.report],
      allowsSorting: true,
      grow: true,
    },
    { id: 'by', label: 'Created by', value: (row) => row.created_by.name, allowsSorting: true },
    {
      id: 'created',
      label: 'Created',
      value: (row) => row.created_at,
      cell: (row) => formatDate(row.created_at),
      allowsSorting: true,
    },
    {
      id: 'expires',
      label: 'Expires',
      value: (row) => row.expires_at,
      cell: (row) => formatDate(row.expires_at),
      allowsSorting: true,
    },
  ];
  if (onRevoke === null) return base;
  return [
    ...base,
    {
      id: 'revoke',
      label: 'Actions',
      cell: (row) => (
        <Button size="sm" aria-label={`Revoke ${linkName(row)}`} onPress={() => onRevoke(row)}>
          Revoke
        </Button>
      ),
    },
  ];
}

/**
 * A brand's live report links (issue 20): which report, who shared it, when, and until when;
 * those who may share revoke one (after a confirmation), optimistically: the row goes at once
 * and comes back with the reason if the server refuses.
 */
export function ReportLinksCard({ brandId }: { readonly brandId: number }) {
  const mayShare = useMayShareReports();
  const links = useReportLinks(brandId);
  const revoke = useRevokeReportLink();
  const [revoking, setRevoking] = useState<ReportLink | null>(null);

  async function revokeLink(link: ReportLink) {
    await links.mutate((rows) => rows?.filter((row) => row.id !== link.id), { revalidate: false });
    try {
      await revoke.trigger({ params: { id: link.id } });
    } catch (error) {
      void links.mutate();
      toastWriteFailure(
        `revoke the link to ${SHAREABLE_REPORT_TITLES[link.report]}`,
        error,
        () => void revokeLink(link),
      );
    }
  }

  return (
    <Card
      title="Shared report links"
      description="Links to the brand's reports that open without signing in, until they expire or are revoked."
      headingLevel={2}
      padding="none"
    >
      <SummaryTable
        label="Shared report links"
        columns={columns(mayShare ? setRevoking : null)}
        rows={links.data ?? []}
        getRowId={(row) => row.id}
        defaultSort={{ column: 'created', direction: 'descending' }}
        isLoading={links.data === undefined && links.error === undefined}
        error={links.error}
        onRetry={() => void links.mutate()}
        noun="links"
        emptyTitle="No live links."
        emptyDescription="Share a report from its Share button; its link shows here until it expires."
      />
      {revoking !== null && (
        <Suspense fallback={null}>
          <RevokeLinkDialog
            link={revoking}
            onClose={() => setRevoking(null)}
            onConfirm={() => {
              setRevoking(null);
              void revokeLink(revoking);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
