import { getCampaign, listCampaigns } from '../endpoints/campaigns.ts';
import { getEvent, listEvents } from '../endpoints/events.ts';
import { getInvoice, listBillableEvents, listInvoices } from '../endpoints/invoices.ts';
import { listMessages } from '../endpoints/messages.ts';
import { getOwnProfile } from '../endpoints/ownProfile.ts';
import { getPayout, listPayouts } from '../endpoints/payouts.ts';
import { getProduction, listProductions } from '../endpoints/production.ts';
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

const isEventUrl = /* @__PURE__ */ matchesAny([listEvents, getEvent]);

/** Events read with their payment (`with=payment`): an invoice's or payout's move changes it. */
const isPaymentEventUrl = (url: string) =>
  isEventUrl(url) && /[?&]with=[^&]*payment/.test(decodeURIComponent(url));

const isInvoiceRecordUrl = /* @__PURE__ */ matchesAny([
  listInvoices,
  getInvoice,
  listBillableEvents,
]);

/**
 * Invoice lists and records, the billable events an invoice takes or gives back, and the events
 * whose payment it is.
 */
export const isInvoiceUrl = (url: string) => isInvoiceRecordUrl(url) || isPaymentEventUrl(url);

const isPayoutRecordUrl = /* @__PURE__ */ matchesAny([listPayouts, getPayout]);

/** Payout lists and records, and the events whose payment it is. */
export const isPayoutUrl = (url: string) => isPayoutRecordUrl(url) || isPaymentEventUrl(url);

/**
 * Everything a user's channels may have changed while the connection was down: a creator's own
 * channel carries their payouts' moves too.
 */
export function missedUrls(agency: boolean): (url: string) => boolean {
  const matchers = [isThreadUrl, isThreadListUrl, isMessagesUrl, isProfileUrl, isPayoutUrl];
  if (agency) matchers.push(isCampaignUrl, isProductionUrl, isInvoiceUrl);
  return (url) => matchers.some((match) => match(url));
}
