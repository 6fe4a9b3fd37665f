import { Button, Menu, MenuItem, MenuTrigger } from '@airtime/design-system';
import type { Relationship } from '@airtime/domain';
import {
  type RelationshipDecision,
  useRelationshipQueueDecision,
} from './useRelationshipQueueDecision.ts';

/**
 * A relationship row's decision: a button in its cell (reached with Tab) opening Approve and
 * Reject; the row leaves its list with an Undo.
 */
export function RelationshipDecisionMenu({
  relationship,
}: {
  readonly relationship: Relationship;
}) {
  const decide = useRelationshipQueueDecision();
  const pair = `${relationship.brand?.name ?? 'brand'} and ${relationship.creator?.name ?? 'creator'}`;
  return (
    <MenuTrigger placement="bottom end">
      {/* A tab stop of its own, not a cell editor: the table's press of an editor opens a menu
          without focus on its items, so arrows could not reach Approve and Reject. */}
      <Button variant="ghost" size="sm" aria-label={`Decide on ${pair}`}>
        Decide
      </Button>
      <Menu
        aria-label={`Decision on ${pair}`}
        onAction={(key) => void decide(relationship, key as RelationshipDecision)}
      >
        <MenuItem id="approved">Approve</MenuItem>
        <MenuItem id="rejected" tone="critical">
          Reject
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
