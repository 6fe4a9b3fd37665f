import type { Message, Thread } from '@airtime/domain';
import { SEES_EVERY_SUBJECT, subjectVisibility } from '../auth/subjectVisibility.ts';
import type { UserContext } from '../http/route.ts';
import { presentMessageForBroadcast } from '../present/messages.ts';
import { threadAudiences } from './threadAccess.ts';

/**
 * Queues `message.created` or `message.updated` on the channel of each audience that may read the
 * message, each presented for its listeners: a tag names its record only on channels whose reader
 * may see that record (every channel but the agency one has a single reader). Returns the channels.
 */
export function publishMessage(
  context: UserContext<string>,
  thread: Thread,
  message: Message,
  event: 'message.created' | 'message.updated',
): string[] {
  const { store } = context;
  const audiences = threadAudiences(store, thread, message.visibility);
  for (const { channel, reader } of audiences) {
    const sees = reader === null ? SEES_EVERY_SUBJECT : subjectVisibility(store, reader);
    context.publish(channel, event, presentMessageForBroadcast(store, message, sees));
  }
  return audiences.map((audience) => audience.channel);
}
