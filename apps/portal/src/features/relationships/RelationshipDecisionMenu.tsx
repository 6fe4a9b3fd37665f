import { Button, Menu, MenuItem, MenuTrigger } from '@airtime/design-system';
import type { Relationship } from '@airtime/domain';
import { type RelationshipDecision, useRelationshipDecision } from './useRelationshipDecision.ts';

/**
 * A relationship row's decision: a button in its cell (the table presses it on Enter) opening
 * Approve and Reject; the row leaves its list with an Undo.
 */
export function RelationshipDecisionMenu({
  relationship,
}: {
  readonly relationship: Relationship;
}) {
  const decide = useRelationshipDecision();
  const pair = `${relationship.brand?.name ?? 'brand'} and ${relationship.creator?.name ?? 'creator'}`;
  return (
    <MenuTrigger placement="bottom end">
      <Button
        variant="ghost"
        size="sm"
        excludeFromTabOrder
        data-cell-editor=""
        aria-label={`Decide on ${pair}`}
      >
        Decide
      </Button>
      {/* The table presses the button for Enter as a click: focus still starts on Approve. */}
      <Menu
        autoFocus="first"
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
