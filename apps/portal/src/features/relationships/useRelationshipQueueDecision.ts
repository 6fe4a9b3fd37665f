import { useUpdateRelationship } from '@airtime/api-client';
import type { ApprovalStatus, Relationship } from '@airtime/domain';
import { useCallback } from 'react';
import { useQueueDecision } from '../writes/useQueueDecision.ts';

/** The decisions a queue of relationships takes: the brand works with the creator, or not. */
export type RelationshipDecision = Extract<ApprovalStatus, 'approved' | 'rejected'>;

const WORDS: Record<RelationshipDecision, { readonly verb: string; readonly done: string }> = {
  approved: { verb: 'approve', done: 'Approved' },
  rejected: { verb: 'reject', done: 'Rejected' },
};

/**
 * Decides a brand–creator relationship (PUT /api/relationships/{id}): the row leaves the cached
 * relationship lists at once, a refusal brings it back with the server's reason and a Retry, and
 * the toast's Undo puts the earlier status back. Shared by the agency's unapproved-brands queue
 * (the brand app's approvals decide through useRelationshipDecision: a dialog that waits for
 * the answer, with a comment): `decide(relationship, 'approved')`.
 */
export function useRelationshipQueueDecision() {
  const decide = useQueueDecision('/api/relationships');
  const { trigger } = useUpdateRelationship();
  return useCallback(
    (relationship: Relationship, decision: RelationshipDecision) => {
      const pair = `${relationship.brand?.name ?? 'the brand'} with ${relationship.creator?.name ?? 'the creator'}`;
      const status = (approval_status: ApprovalStatus) =>
        trigger({ params: { id: relationship.id }, body: { approval_status } });
      return decide({
        id: relationship.id,
        what: `${WORDS[decision].verb} ${pair}`,
        done: `${WORDS[decision].done}: ${pair}.`,
        apply: () => status(decision),
        undo: () => status(relationship.approval_status),
      });
    },
    [decide, trigger],
  );
}
