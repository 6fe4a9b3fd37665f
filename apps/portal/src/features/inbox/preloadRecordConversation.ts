import { type HttpClient, preloadThreadWithMessages } from '@airtime/api-client';
import { type AppType, getRecordVisibilities, type SubjectType } from '@airtime/domain';

/**
 * A route's preload of RecordConversation: the conversation it opens first (the first of the
 * record's visibilities for the app) and its newest messages.
 */
export function preloadRecordConversation(
  client: HttpClient,
  subjectType: SubjectType,
  subjectId: number,
  appType: AppType,
): void {
  const [first] = getRecordVisibilities(subjectType, appType);
  if (first !== undefined) preloadThreadWithMessages(client, subjectType, subjectId, first);
}
