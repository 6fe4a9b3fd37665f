import { decodePositiveInteger } from './decodePositiveInteger.ts';
import { MESSAGE_INFO_TYPES, type MessageInfo } from './queryState.ts';

/** Reads a message URL value ('activity.12' or 'message.12.5'), or undefined when malformed. */
export function decodeMessageInfo(value: string | null): MessageInfo | undefined {
  const [typeText, messageText, parentText, ...rest] = value?.split('.') ?? [];
  const type = MESSAGE_INFO_TYPES.find((known) => known === typeText);
  const message = decodePositiveInteger(messageText);
  if (type === undefined || message === undefined || rest.length > 0) {
    return undefined;
  }
  if (parentText === undefined) {
    return { message, type };
  }
  const parent = decodePositiveInteger(parentText);
  return parent === undefined ? undefined : { message, parent_message: parent, type };
}
