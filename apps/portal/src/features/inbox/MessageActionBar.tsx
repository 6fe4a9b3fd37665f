import { IconButton, Menu, MenuItem, MenuTrigger } from '@airtime/design-system';
import type { Message } from '@airtime/domain';
import { Ellipsis, Pencil, Reply, SmilePlus, Trash2 } from 'lucide-react';
import * as styles from './message.css.ts';
import { REACTION_CHOICES } from './reactions.ts';

/** What the reader may do with one message. */
export interface MessageAbilities {
  readonly react: boolean;
  readonly reply: boolean;
  /** Edit and delete: only the author, on a message that is not an activity entry. */
  readonly change: boolean;
}

/** A message's actions: react, reply, and for its author edit and delete. */
export function MessageActionBar({
  message,
  authorName,
  can,
  onReact,
  onReply,
  onEdit,
  onDelete,
}: {
  readonly message: Message;
  readonly authorName: string;
  readonly can: MessageAbilities;
  readonly onReact: (emoji: string) => void;
  readonly onReply: () => void;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  if (!can.react && !can.reply && !can.change) return null;
  return (
    // A group of buttons, not form fields: a fieldset would announce a form.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div className={styles.actions} role="group" aria-label={`Actions on ${authorName}'s message`}>
      {can.react && (
        <MenuTrigger placement="bottom end">
          <IconButton size="sm" label="Add reaction" icon={<SmilePlus />} />
          <Menu
            aria-label="Reactions"
            onAction={(key) => onReact(String(key))}
            items={REACTION_CHOICES.map((emoji) => ({ id: emoji }))}
          >
            {(item) => <MenuItem id={item.id}>{item.id}</MenuItem>}
          </Menu>
        </MenuTrigger>
      )}
      {can.reply && <IconButton size="sm" label="Reply" icon={<Reply />} onPress={onReply} />}
      {can.change && (
        <MenuTrigger placement="bottom end">
          <IconButton size="sm" label="More actions" icon={<Ellipsis />} />
          <Menu
            aria-label={`Message ${message.id}`}
            onAction={(key) => (key === 'edit' ? onEdit() : onDelete())}
          >
            <MenuItem id="edit" icon={<Pencil />}>
              Edit
            </MenuItem>
            <MenuItem id="delete" icon={<Trash2 />} tone="critical">
              Delete
            </MenuItem>
          </Menu>
        </MenuTrigger>
      )}
    </div>
  );
}
