import { useCampaign, useCreateIoDocument, useIoDocument } from '@airtime/api-client';
import {
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  formatDate,
  Inline,
  Modal,
  Skeleton,
  Stack,
} from '@airtime/design-system';
import type { Campaign, IoDocument } from '@airtime/domain';
import { type ReactNode, useState } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { useShellModals } from '../modals/shellModals.ts';
import { DetailList } from '../page/DetailList.tsx';
import { ExternalLink } from '../page/ExternalLink.tsx';
import { PlanIoStatusBadge } from '../status/StatusBadges.tsx';
import { toastWriteFailure } from '../writes/toastWriteFailure.ts';
import { CampaignWorkflows } from './CampaignWorkflows.tsx';
import type { CampaignModalProps } from './campaignModals.ts';
import { campaignTitle } from './campaignTitle.ts';
import { IoDocumentCreate } from './IoDocumentCreate.tsx';

const IO_ONLY = [{ id: 'io', label: 'IO' }] as const;

/**
 * `io-document` (decisions §9): a campaign's insertion order. Agency staff create it from its
 * draft, send it to the creator and record the creator's signature (the IO workflow's moves);
 * everyone allowed sees its number, when it was sent and signed, and its PDF.
 */
export function IoDocumentModal({ campaignId, ...modal }: CampaignModalProps) {
  const mayWrite = useMayWrite();
  const modals = useShellModals();
  const campaign = useCampaign(campaignId);
  const io = useIoDocument(campaignId);
  let body: ReactNode;
  if (io.error?.status === 404)
    body = mayWrite ? (
      <IoDocumentCreate campaignId={campaignId} />
    ) : (
      <EmptyState
        size="sm"
        title="No IO yet."
        description="Planning creates the insertion order when the campaign reaches its IO step."
      />
    );
  else if (io.error !== undefined || campaign.error !== undefined)
    body = (
      <ErrorState
        size="sm"
        title="The IO could not be loaded."
        description={(io.error ?? campaign.error)?.message}
        action={{
          label: 'Try again',
          onPress: () => void Promise.all([io.mutate(), campaign.mutate()]),
        }}
      />
    );
  else if (io.data === undefined || campaign.data === undefined)
    body = <Skeleton shape="text" lines={5} label="Loading the IO" />;
  else
    body = (
      <IoDocumentView
        document={io.data}
        campaign={campaign.data}
        mayWrite={mayWrite}
        onMoved={() => void io.mutate()}
      />
    );
  return (
    <Modal {...modal} size="md">
      <Dialog
        title={`IO: ${campaignTitle(campaign.data)}`}
        footer={
          <>
            {!modals.isOpen('planning') && (
              <Button onPress={() => modals.open('planning', { campaignId })}>Open campaign</Button>
            )}
            <Button slot="close">Done</Button>
          </>
        }
      >
        {body}
      </Dialog>
    </Modal>
  );
}

function IoDocumentView({
  document,
  campaign,
  mayWrite,
  onMoved,
}: {
  readonly document: IoDocument;
  readonly campaign: Campaign;
  readonly mayWrite: boolean;
  readonly onMoved: () => void;
}) {
  const send = useCreateIoDocument();
  const [sending, setSending] = useState(false);

  async function sendNow() {
    setSending(true);
    try {
      await send.trigger({
        params: { id: campaign.id },
        body: { number: document.number, send: true },
      });
    } catch (error) {
      toastWriteFailure('send the IO', error, () => void sendNow());
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack>
      <DetailList
        details={[
          ['Number', document.number],
          ['IO status', <PlanIoStatusBadge key="status" status={campaign.io_status} />],
          ['Sent', document.sent_at === null ? 'Not sent' : formatDate(document.sent_at)],
          ['Signed', document.signed_at === null ? 'Not signed' : formatDate(document.signed_at)],
          [
            'Document',
            document.file_url === null ? (
              'Not generated'
            ) : (
              <ExternalLink key="file" href={document.file_url}>
                Download the PDF
              </ExternalLink>
            ),
          ],
        ]}
      />
      {mayWrite && (
        <>
          {document.sent_at === null && (
            <Inline>
              <Button
                variant="primary"
                isPending={sending}
                pendingLabel="Sending"
                onPress={() => void sendNow()}
              >
                Send to creator
              </Button>
            </Inline>
          )}
          <CampaignWorkflows
            campaign={campaign}
            mayWrite={mayWrite}
            workflows={IO_ONLY}
            onMoved={onMoved}
          />
        </>
      )}
    </Stack>
  );
}
