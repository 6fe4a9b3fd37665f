import { parseMessagesUrl } from '../messaging/messageLists.ts';
import { isThreadListUrl, isThreadUrl } from '../messaging/threadRecords.ts';
import { isUnderPath } from '../swr/cacheUpdates.ts';

// The cached GETs realtime events change, by URL (cache keys are relative URLs, swr/keys.ts).

const CAMPAIGN = /^\/api\/new-campaigns\/\d+(?:\?|$)/;
const PRODUCTION = /^\/api\/event-production\/\d+(?:\?|$)/;

/** Any thread's messages list. */
export const isMessagesUrl = (url: string) => parseMessagesUrl(url) !== undefined;

/** The signed-in user's profile, which carries the unread notifications count. */
export const isProfileUrl = (url: string) => isUnderPath(url, '/api/user');

/** Campaign lists and campaign records. */
export const isCampaignUrl = (url: string) =>
  isUnderPath(url, '/api/new-campaigns') || CAMPAIGN.test(url);

/** Event production lists and records. */
export const isProductionUrl = (url: string) =>
  isUnderPath(url, '/api/event-production') || PRODUCTION.test(url);

/** Everything a user's channels may have changed while the connection was down. */
export function missedUrls(agency: boolean): (url: string) => boolean {
  const matchers = [isThreadUrl, isThreadListUrl, isMessagesUrl, isProfileUrl];
  if (agency) matchers.push(isCampaignUrl, isProductionUrl);
  return (url) => matchers.some((match) => match(url));
}
