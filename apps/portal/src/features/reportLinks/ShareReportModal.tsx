import { useCreateReportLink } from '@airtime/api-client';
import {
  Button,
  Dialog,
  formatDate,
  type ManagedModalProps,
  Modal,
  Select,
  SelectItem,
  Stack,
  TextField,
  text,
} from '@airtime/design-system';
import {
  DEFAULT_REPORT_LINK_EXPIRY_DAYS,
  REPORT_LINK_EXPIRY_DAYS,
  type ReportLink,
  type ReportLinkExpiryDays,
  SHAREABLE_REPORT_TITLES,
  type ShareableReport,
} from '@airtime/domain';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { FormModal } from '../forms/FormModal.tsx';
import { fieldErrorProps } from '../forms/formErrors.ts';
import { useFormValues } from '../forms/useFormValues.ts';
import { useMayShareReports } from './useMayShareReports.ts';

export interface ShareReportModalProps extends ManagedModalProps {
  readonly brandId: number;
  readonly report: ShareableReport;
}

const expiryLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/**
 * Share a brand report (issue 20): how long the link works, then the link to copy. It opens the
 * report as this page shows it (its period and filters), read-only, without signing in.
 */
export function ShareReportModal({ brandId, report, ...modal }: ShareReportModalProps) {
  const [link, setLink] = useState<ReportLink | null>(null);
  return link === null ? (
    <ShareForm {...modal} brandId={brandId} report={report} onShared={setLink} />
  ) : (
    <SharedLink {...modal} link={link} />
  );
}

function ShareForm({
  brandId,
  report,
  onShared,
  ...modal
}: ShareReportModalProps & { readonly onShared: (link: ReportLink) => void }) {
  const mayShare = useMayShareReports();
  const create = useCreateReportLink();
  // The report's own URL: the server keeps its period and filters (the domain's REPORT_LINK_PARAMS).
  const { search } = useLocation();
  const form = useFormValues({
    expires_in_days: DEFAULT_REPORT_LINK_EXPIRY_DAYS as ReportLinkExpiryDays,
  });
  async function share() {
    try {
      onShared(
        await create.trigger({
          body: {
            brand_id: brandId,
            report,
            params: search.replace(/^\?/, ''),
            expires_in_days: form.values.expires_in_days,
          },
        }),
      );
    } catch (error) {
      form.refuse(error);
    }
  }
  return (
    <FormModal
      {...modal}
      title={`Share ${SHAREABLE_REPORT_TITLES[report]}`}
      submitLabel="Create link"
      onSubmit={() => void share()}
      isPending={create.isMutating}
      formError={form.errors.form}
      mayWrite={mayShare}
    >
      <p className={text({ tone: 'subtle' })}>
        Anyone with the link sees this report with its period and filters, read-only, without
        signing in, until the link expires or is revoked in the brand's settings.
      </p>
      <Select
        label="Link works for"
        value={String(form.values.expires_in_days)}
        onChange={(key) => form.change('expires_in_days')(Number(key) as ReportLinkExpiryDays)}
        {...fieldErrorProps(form.errors.fields.expires_in_days)}
      >
        {REPORT_LINK_EXPIRY_DAYS.map((days) => (
          <SelectItem key={days} id={String(days)}>
            {expiryLabel(days)}
          </SelectItem>
        ))}
      </Select>
    </FormModal>
  );
}

function SharedLink({ link, ...modal }: ManagedModalProps & { readonly link: ReportLink }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const url = new URL(link.url ?? '', window.location.origin).href;
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      // A browser that refuses the clipboard: the field is selectable, so the link can be copied by hand.
      setCopied('failed');
    }
  }
  return (
    <Modal {...modal}>
      <Dialog
        title={`${SHAREABLE_REPORT_TITLES[link.report]} is shared`}
        footer={
          <>
            <Button slot="close">Done</Button>
            <Button variant="primary" onPress={() => void copy()}>
              Copy link
            </Button>
          </>
        }
      >
        <Stack>
          <TextField label="Link" value={url} isReadOnly autoFocus />
          <p className={text({ tone: 'subtle' })}>
            Works until {formatDate(link.expires_at)}. Revoke it any time in the brand's settings.
          </p>
          <p role="status" className={text({ tone: 'subtle' })}>
            {copied === 'copied'
              ? 'Link copied.'
              : copied === 'failed'
                ? 'The browser did not let us copy: select the link and copy it.'
                : ''}
          </p>
        </Stack>
      </Dialog>
    </Modal>
  );
}
