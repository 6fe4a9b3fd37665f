import { useDeleteMessage, useEditMessage, useToggleReaction } from '@airtime/api-client';
import { toast } from '@airtime/design-system';
import type { Message, ThreadSubject, UserSummary } from '@airtime/domain';
import { useRef, useState } from 'react';
import { getShownTags, getTagSubject, isSameTagSet } from './messageTags.ts';

/** The message being edited and the text and tags in its editor (kept when a save fails). */
export interface EditState {
  readonly id: number;
  readonly draft: string;
  /** Its tags but the primary one. */
  readonly tags: readonly ThreadSubject[];
}

const tagsOf = (message: Message) => getShownTags(message.tags).map(getTagSubject);

const NOBODY: UserSummary = { id: 0, firstname: '', lastname: '', avatar: null, email: '' };

/**
 * What the reader does to messages: react, edit and delete their own. Each shows at once; a
 * failure rolls it back with a toast, and a failed edit reopens its editor with the text typed.
 */
export function useMessageActions(me: UserSummary | null) {
  const [editing, setEditing] = useState<EditState | null>(null);
  // The named tags of each edit in flight: a failed one reopens its editor with them.
  const editedTags = useRef(new Map<number, readonly ThreadSubject[]>());
  const toggle = useToggleReaction(me ?? NOBODY, {
    onError: (error) => toast.error('Your reaction was not saved.', { description: error.message }),
  });
  const edit = useEditMessage({
    onError(error, message, update) {
      toast.error('Your edit was not saved.', { description: error.message });
      const tags = editedTags.current.get(message.id) ?? tagsOf(message);
      editedTags.current.delete(message.id);
      setEditing({ id: message.id, draft: update.body ?? message.body, tags });
    },
    onSuccess: (_saved, message) => editedTags.current.delete(message.id),
  });
  const remove = useDeleteMessage({
    onError: (error) => toast.error('The message was not deleted.', { description: error.message }),
  });
  return {
    editing,
    startEdit: (message: Message) =>
      setEditing({ id: message.id, draft: message.body, tags: tagsOf(message) }),
    cancelEdit: () => setEditing(null),
    /** Saves what changed: the text, the tags (the primary one stays, spec §5), or both. */
    saveEdit(message: Message, body: string, tags?: readonly ThreadSubject[]) {
      setEditing(null);
      if (body.trim() === '') return;
      const bodyChanged = body !== message.body;
      const tagsChanged = tags !== undefined && !isSameTagSet(tags, getShownTags(message.tags));
      if (!bodyChanged && !tagsChanged) return;
      if (tagsChanged) editedTags.current.set(message.id, tags);
      void edit.trigger(message, {
        ...(bodyChanged ? { body } : {}),
        ...(tagsChanged ? { tags: tags.map(({ type, id }) => ({ type, id })) } : {}),
      });
    },
    toggleReaction: (message: Message, emoji: string) => {
      if (me !== null) void toggle.trigger(message, emoji);
    },
    remove: (message: Message) => void remove.trigger(message),
  };
}

export type MessageActions = ReturnType<typeof useMessageActions>;
