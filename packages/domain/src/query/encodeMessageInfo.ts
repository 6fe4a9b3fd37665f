import type { MessageInfo } from './queryState.ts';

/** Writes message_info as its URL value ('activity.12.5'), or undefined when an id is bad. */
export function encodeMessageInfo(info: MessageInfo): string | undefined {
  const ids =
    info.parent_message === undefined ? [info.message] : [info.message, info.parent_message];
  if (!ids.every((id) => Number.isSafeInteger(id) && id > 0)) {
    return undefined;
  }
  return [info.type, ...ids].join('.');
}
