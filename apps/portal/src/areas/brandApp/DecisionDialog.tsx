import { ConfirmDialog, TextArea } from '@airtime/design-system';
import type { ApprovalStatus } from '@airtime/domain';
import { useState } from 'react';

/** What each decision asks and does, as the dialog says it. */
const ASKS: Record<
  DecisionStatus,
  { readonly title: string; readonly message: string; readonly confirm: string }
> = {
  approved: {
    title: 'Approve',
    message: 'The agency can plan campaigns with this creator for your brand.',
    confirm: 'Approve',
  },
  'to-discuss': {
    title: 'Discuss',
    message: 'The agency will talk this creator through with you before anything is planned.',
    confirm: 'Mark to discuss',
  },
  rejected: {
    title: 'Reject',
    message: 'The agency will not plan campaigns with this creator for your brand.',
    confirm: 'Reject',
  },
};

export type DecisionStatus = Exclude<ApprovalStatus, 'unsent' | 'undecided'>;

export interface DecisionDialogProps {
  /** The creator's name. */
  readonly name: string;
  readonly status: DecisionStatus;
  /** Records the decision; a rejection keeps the dialog open with the comment and the reason. */
  readonly onConfirm: (comment: string) => Promise<unknown>;
  readonly onClose: () => void;
}

/**
 * Asks before the brand's decision on a creator is recorded, with an optional comment for the
 * agency (its notification's text). Loaded when a decision is first pressed.
 */
export function DecisionDialog({ name, status, onConfirm, onClose }: DecisionDialogProps) {
  const [comment, setComment] = useState('');
  const ask = ASKS[status];
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${ask.title} ${name}?`}
      tone={status === 'rejected' ? 'critical' : 'default'}
      message={
        <>
          <p>{`${ask.message} You can undo it for a few seconds afterwards.`}</p>
          <TextArea
            label="Comment for the agency"
            description="Optional: why, or what to look out for."
            value={comment}
            onChange={setComment}
            maxLength={1000}
            minRows={3}
          />
        </>
      }
      confirmLabel={ask.confirm}
      pendingLabel="Saving the decision"
      onConfirm={() => onConfirm(comment)}
    />
  );
}
