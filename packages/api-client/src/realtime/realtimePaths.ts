import { getCampaign, listCampaigns } from '../endpoints/campaigns.ts';
import { getInvoice, listBillableEvents, listInvoices } from '../endpoints/invoices.ts';
import { listMessages } from '../endpoints/messages.ts';
import { getPayout, listPayouts } from '../endpoints/payouts.ts';
import { getProduction, listProductions } from '../endpoints/production.ts';
import { getOwnProfile } from '../endpoints/users.ts';
import { isThreadListUrl, isThreadUrl } from '../messaging/threadRecords.ts';
import { matchesAny, matchesCall } from '../swr/keys.ts';

// The cached GETs realtime events change, named by their calls (swr/keys.ts).

/** Any thread's messages list. */
export const isMessagesUrl = /* @__PURE__ */ matchesCall(listMessages);

/** The signed-in user's profile, which carries the unread notifications count. */
export const isProfileUrl = /* @__PURE__ */ matchesCall(getOwnProfile);

/** Campaign lists and campaign records. */
export const isCampaignUrl = /* @__PURE__ */ matchesAny([listCampaigns, getCampaign]);

/** Event production lists and records. */
export const isProductionUrl = /* @__PURE__ */ matchesAny([listProductions, getProduction]);

/** Invoice lists and records, and the billable events an invoice takes or gives back. */
export const isInvoiceUrl = /* @__PURE__ */ matchesAny([
  listInvoices,
  getInvoice,
  listBillableEvents,
]);

/** Payout lists and records. */
export const isPayoutUrl = /* @__PURE__ */ matchesAny([listPayouts, getPayout]);

/** Everything a user's channels may have changed while the connection was down. */
export function missedUrls(agency: boolean): (url: string) => boolean {
  const matchers = [isThreadUrl, isThreadListUrl, isMessagesUrl, isProfileUrl];
  if (agency) matchers.push(isCampaignUrl, isProductionUrl, isInvoiceUrl, isPayoutUrl);
  return (url) => matchers.some((match) => match(url));
}
