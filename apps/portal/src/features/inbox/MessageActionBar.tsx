import { IconButton, useMenuButton } from '@airtime/design-system';
import type { Message } from '@airtime/domain';
import { Ellipsis, Reply, SmilePlus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { preloadMessageChanges } from './lazyMessageParts.ts';
import * as styles from './message.css.ts';

// React Aria's menu and popover load on the first hover, focus or press of a menu button, not
// with the conversation; "More actions" also starts loading the editor and the delete dialog.
const loadMenus = () => import('./MessageMenus.tsx');
const ReactionMenu = lazy(async () => ({ default: (await loadMenus()).ReactionMenu }));
const MessageMenu = lazy(async () => ({ default: (await loadMenus()).MessageMenu }));
const preloadMoreActions = () => Promise.all([loadMenus(), preloadMessageChanges()]);

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
  const reaction = useMenuButton({ onIntent: loadMenus });
  const more = useMenuButton({ onIntent: preloadMoreActions });
  if (!can.react && !can.reply && !can.change) return null;
  return (
    // A group of buttons, not form fields: a fieldset would announce a form.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div className={styles.actions} role="group" aria-label={`Actions on ${authorName}'s message`}>
      {can.react && (
        <>
          <IconButton
            {...reaction.triggerProps}
            size="sm"
            label="Add reaction"
            icon={<SmilePlus />}
          />
          {reaction.hasOpened && (
            <Suspense fallback={null}>
              <ReactionMenu {...reaction.popoverProps} onReact={onReact} />
            </Suspense>
          )}
        </>
      )}
      {can.reply && <IconButton size="sm" label="Reply" icon={<Reply />} onPress={onReply} />}
      {can.change && (
        <>
          <IconButton {...more.triggerProps} size="sm" label="More actions" icon={<Ellipsis />} />
          {more.hasOpened && (
            <Suspense fallback={null}>
              <MessageMenu
                {...more.popoverProps}
                messageId={message.id}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
