import { Button, IconButton, Inline, Menu, MenuItem, MenuTrigger } from '@airtime/design-system';
import type { Relationship } from '@airtime/domain';
import { Ellipsis } from 'lucide-react';
import { useRelationshipQueueDecision } from './useRelationshipQueueDecision.ts';

/**
 * A relationship row's decision, beside the pair it decides on (design direction: one primary
 * action per row, the rest in a menu): Approve, and Reject in the '⋯' menu; the row leaves its
 * list with an Undo. Each is a tab stop of its own, not a cell editor: the table's press of an
 * editor opens a menu without focus on its items, so arrows could not reach Reject.
 */
export function RelationshipDecisionMenu({
  relationship,
}: {
  readonly relationship: Relationship;
}) {
  const decide = useRelationshipQueueDecision();
  const pair = `${relationship.brand?.name ?? 'brand'} and ${relationship.creator?.name ?? 'creator'}`;
  return (
    <Inline space="xxs" wrap={false}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Approve ${pair}`}
        onPress={() => void decide(relationship, 'approved')}
      >
        Approve
      </Button>
      <MenuTrigger placement="bottom end">
        <IconButton
          size="sm"
          variant="ghost"
          label={`More decisions on ${pair}`}
          icon={<Ellipsis />}
        />
        <Menu
          aria-label={`Decision on ${pair}`}
          onAction={() => void decide(relationship, 'rejected')}
        >
          <MenuItem id="rejected" tone="critical">
            Reject
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </Inline>
  );
}
