import { useIoDocument } from '@airtime/api-client';
import { Dialog, EmptyState, ErrorState, Modal, Skeleton } from '@airtime/design-system';
import type { Campaign } from '@airtime/domain';
import { type Detail, DetailList } from '../../../features/page/DetailList.tsx';
import { PlanIoStatusBadge } from '../../../features/status/StatusBadges.tsx';
import { ExternalLink } from './ExternalLink.tsx';
import { formatDateTime } from './formatDateTime.ts';

function IoDocumentDetails({ campaign }: { readonly campaign: Campaign }) {
  const io = useIoDocument(campaign.id);
  if (io.error?.status === 404)
    return (
      <EmptyState
        size="sm"
        title="No IO yet."
        description="Planning creates the insertion order when the campaign reaches its IO step."
      />
    );
  if (io.error !== undefined)
    return (
      <ErrorState
        size="sm"
        title="The IO could not be loaded."
        description={io.error.message}
        action={{ label: 'Try again', onPress: () => void io.mutate() }}
      />
    );
  if (io.data === undefined) return <Skeleton shape="text" lines={4} label="Loading the IO" />;
  const entries: Detail[] = [
    ['Number', io.data.number],
    ['IO status', <PlanIoStatusBadge key="status" status={campaign.io_status} />],
    ['Sent', io.data.sent_at === null ? 'Not sent' : formatDateTime(io.data.sent_at)],
    ['Signed', io.data.signed_at === null ? 'Not signed' : formatDateTime(io.data.signed_at)],
    [
      'Document',
      io.data.file_url === null ? (
        'Not generated'
      ) : (
        <ExternalLink key="file" href={io.data.file_url}>
          Download the PDF
        </ExternalLink>
      ),
    ],
  ];
  return <DetailList details={entries} />;
}

/** A campaign's insertion order, loaded when opened: number, sent and signed times, the PDF. */
export function IoDocumentDialog({
  campaign,
  onClose,
}: {
  /** The campaign whose IO to show; null closes the dialog. */
  readonly campaign: Campaign | null;
  readonly onClose: () => void;
}) {
  return (
    <Modal isOpen={campaign !== null} onOpenChange={(open) => !open && onClose()} size="sm">
      <Dialog
        title={
          campaign === null
            ? 'Insertion order'
            : `Insertion order: ${campaign.creator?.name ?? 'campaign'}${campaign.channel === undefined ? '' : ` · ${campaign.channel.name}`}`
        }
      >
        {campaign !== null && <IoDocumentDetails campaign={campaign} />}
      </Dialog>
    </Modal>
  );
}
