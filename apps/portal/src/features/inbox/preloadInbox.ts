import { preloadThreads, preloadThreadWithMessages } from '@airtime/api-client';
import { type AppType, decodeQueryState } from '@airtime/domain';
import type { RoutePreload } from '../../app/defineRoutes.ts';
import { parseThreadKey } from './inboxSubjects.ts';
import { inboxThreadQuery } from './useInboxFilters.ts';

/** The URL parameter of the open conversation: `?thread=brand.2.internal`. */
export const THREAD_PARAM = 'thread';

/**
 * An app's Inbox route preload: the thread list under the URL's filters and, when the URL opens a
 * conversation, that thread and its newest messages, all at once.
 */
export function preloadInbox(appType: AppType): RoutePreload {
  return ({ client, url }) => {
    const filters = decodeQueryState(url.searchParams).filters ?? {};
    void preloadThreads(client, inboxThreadQuery(appType, filters));
    const open = parseThreadKey(url.searchParams.get(THREAD_PARAM));
    if (open !== null) preloadThreadWithMessages(client, open.type, open.id, open.visibility);
  };
}
