import { useUpdateRelationship } from '@airtime/api-client';
import { toast } from '@airtime/design-system';
import { APPROVAL_STATUS_TITLES, type ApprovalStatus, type Relationship } from '@airtime/domain';
import { useCallback } from 'react';
import { toastWriteFailure } from '../writes/toastWriteFailure.ts';

/** How long the Undo stays offered: longer than a toast's 5 s, a misclick needs a moment to see. */
export const DECISION_UNDO_MS = 8000;

/**
 * Records a decision on a brand–creator relationship (PUT /api/relationships/{id}, with an
 * optional comment for the people told of it), then offers its Undo in a toast for a few seconds:
 * Undo puts the status back as it was. The decision's own promise rejects on a refusal, so the
 * dialog that asked keeps what was typed; a failed undo says why and offers Retry.
 */
export function useRelationshipDecision() {
  const { trigger } = useUpdateRelationship();
  return useCallback(
    async (
      relationship: Relationship,
      status: ApprovalStatus,
      { name, comment }: { readonly name: string; readonly comment?: string },
    ) => {
      const previous = relationship.approval_status;
      const id = relationship.id;
      const text = comment?.trim() ?? '';
      await trigger({
        params: { id },
        body: { approval_status: status, ...(text === '' ? {} : { comment: text }) },
      });
      const undo = async () => {
        try {
          await trigger({ params: { id }, body: { approval_status: previous } });
          toast.neutral(`${name} is back to ${APPROVAL_STATUS_TITLES[previous]}.`);
        } catch (error) {
          toastWriteFailure(`undo the decision on ${name}`, error, () => void undo());
        }
      };
      toast.success(`${name}: ${APPROVAL_STATUS_TITLES[status]}.`, {
        timeout: DECISION_UNDO_MS,
        action: { label: 'Undo', onAction: () => void undo() },
      });
    },
    [trigger],
  );
}
