import type { SubjectType } from '@airtime/domain';
import { useSearchParams } from 'react-router';
import { SUBJECT_TYPE_LABELS } from './inboxSubjects.ts';

/** The URL parameter of a record's conversation opened over a list: `?conversation=campaign.12`. */
export const CONVERSATION_PARAM = 'conversation';

export interface ConversationSubject {
  readonly type: SubjectType;
  readonly id: number;
}

/** The record a `?conversation=` value names, or null when it names none. */
export function parseConversationParam(value: string | null): ConversationSubject | null {
  const match = /^([a-z_]+)\.([1-9]\d{0,15})$/.exec(value ?? '');
  if (match === null) return null;
  const [, type = '', id = ''] = match;
  if (!Object.hasOwn(SUBJECT_TYPE_LABELS, type)) return null;
  return { type: type as SubjectType, id: Number(id) };
}

/**
 * The record whose conversation is open over a list page, kept in the URL so a link (or Back)
 * reopens it; open and close keep the list's other parameters.
 */
export function useConversationParam() {
  const [params, setParams] = useSearchParams();
  const subject = parseConversationParam(params.get(CONVERSATION_PARAM));
  const open = ({ type, id }: ConversationSubject) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(CONVERSATION_PARAM, `${type}.${id}`);
      return next;
    });
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(CONVERSATION_PARAM);
      return next;
    });
  return { subject, open, close };
}
