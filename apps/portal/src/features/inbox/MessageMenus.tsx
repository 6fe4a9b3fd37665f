import { Menu, type MenuButtonPopoverProps, MenuItem, MenuPopover } from '@airtime/design-system';
import { Pencil, Trash2 } from 'lucide-react';
import { REACTION_CHOICES } from './reactions.ts';

const REACTION_ITEMS = REACTION_CHOICES.map((emoji) => ({ id: emoji }));

/** The emoji to react with: the menu of a message's "Add reaction" (loaded on first use). */
export function ReactionMenu({
  onReact,
  ...popover
}: MenuButtonPopoverProps & { readonly onReact: (emoji: string) => void }) {
  return (
    <MenuPopover {...popover} placement="bottom end">
      <Menu aria-label="Reactions" onAction={(key) => onReact(String(key))} items={REACTION_ITEMS}>
        {(item) => <MenuItem id={item.id}>{item.id}</MenuItem>}
      </Menu>
    </MenuPopover>
  );
}

/** Edit and Delete: the menu of one's own message's "More actions" (loaded on first use). */
export function MessageMenu({
  messageId,
  onEdit,
  onDelete,
  ...popover
}: MenuButtonPopoverProps & {
  readonly messageId: number;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  return (
    <MenuPopover {...popover} placement="bottom end">
      <Menu
        aria-label={`Message ${messageId}`}
        onAction={(key) => (key === 'edit' ? onEdit() : onDelete())}
      >
        <MenuItem id="edit" icon={<Pencil />}>
          Edit
        </MenuItem>
        <MenuItem id="delete" icon={<Trash2 />} tone="critical">
          Delete
        </MenuItem>
      </Menu>
    </MenuPopover>
  );
}
