import { ConfirmDialog, formatDate } from '@airtime/design-system';
import { type ReportLink, SHAREABLE_REPORT_TITLES } from '@airtime/domain';

/** Asks before a report link is revoked (loaded on the first Revoke). */
export function RevokeLinkDialog({
  link,
  onClose,
  onConfirm,
}: {
  readonly link: ReportLink;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen
      onCancel={onClose}
      title={`Revoke the link to ${SHAREABLE_REPORT_TITLES[link.report]}?`}
      message={`Shared by ${link.created_by.name} on ${formatDate(link.created_at)}. Anyone who opens it from now on sees that it was revoked, and no report. This cannot be undone: share the report again for a new link.`}
      confirmLabel="Revoke link"
      tone="critical"
      onConfirm={onConfirm}
    />
  );
}
