import { useDeleteMessage, useEditMessage, useToggleReaction } from '@airtime/api-client';
import { toast } from '@airtime/design-system';
import type { Message, UserSummary } from '@airtime/domain';
import { useState } from 'react';

/** The message being edited and the text in its editor (kept when a save fails). */
export interface EditState {
  readonly id: number;
  readonly draft: string;
}

const NOBODY: UserSummary = { id: 0, firstname: '', lastname: '', avatar: null, email: '' };

/**
 * What the reader does to messages: react, edit and delete their own. Each shows at once; a
 * failure rolls it back with a toast, and a failed edit reopens its editor with the text typed.
 */
export function useMessageActions(me: UserSummary | null) {
  const [editing, setEditing] = useState<EditState | null>(null);
  const toggle = useToggleReaction(me ?? NOBODY, {
    onError: (error) => toast.error('Your reaction was not saved.', { description: error.message }),
  });
  const edit = useEditMessage({
    onError(error, message, update) {
      toast.error('Your edit was not saved.', { description: error.message });
      setEditing({ id: message.id, draft: update.body ?? message.body });
    },
  });
  const remove = useDeleteMessage({
    onError: (error) => toast.error('The message was not deleted.', { description: error.message }),
  });
  return {
    editing,
    startEdit: (message: Message) => setEditing({ id: message.id, draft: message.body }),
    cancelEdit: () => setEditing(null),
    saveEdit(message: Message, body: string) {
      setEditing(null);
      if (body.trim() === '' || body === message.body) return;
      void edit.trigger(message, { body });
    },
    toggleReaction: (message: Message, emoji: string) => {
      if (me !== null) void toggle.trigger(message, emoji);
    },
    remove: (message: Message) => void remove.trigger(message),
  };
}

export type MessageActions = ReturnType<typeof useMessageActions>;
