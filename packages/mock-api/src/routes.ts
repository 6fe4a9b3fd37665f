import { agencyRoutes } from './handlers/agencies.ts';
import { assigneeRoutes } from './handlers/assignees.ts';
import { authRoutes } from './handlers/auth.ts';
import { bookingConflictRoutes } from './handlers/bookingConflicts.ts';
import { brandAppRoutes } from './handlers/brandApp.ts';
import { brandCompetitorRoutes } from './handlers/brandCompetitors.ts';
import { brandMetricTypeRoutes } from './handlers/brandMetricTypes.ts';
import { brandRoutes } from './handlers/brands.ts';
import { broadcastingRoutes } from './handlers/broadcasting.ts';
import { campaignRoutes } from './handlers/campaigns.ts';
import { contactRoutes } from './handlers/contacts.ts';
import { contentRoutes } from './handlers/content.ts';
import { controlRoutes } from './handlers/control.ts';
import { creatorAppRoutes } from './handlers/creatorApp.ts';
import { creatorRoutes } from './handlers/creators.ts';
import { dictionaryRoutes } from './handlers/dictionaries.ts';
import { eventRoutes } from './handlers/events.ts';
import { formRoutes } from './handlers/forms.ts';
import { integrationRoutes } from './handlers/integrations.ts';
import { invoiceRoutes } from './handlers/invoices.ts';
import { invoicingRoutes } from './handlers/invoicing.ts';
import { ioDocumentRoutes } from './handlers/ioDocuments.ts';
import { messageRoutes } from './handlers/messages.ts';
import { offerRoutes } from './handlers/offers.ts';
import { paymentPreferenceRoutes } from './handlers/paymentPreferences.ts';
import { payoutRoutes } from './handlers/payouts.ts';
import { processRoutes } from './handlers/processes.ts';
import { productionRoutes } from './handlers/production.ts';
import { promoCodeRoutes } from './handlers/promoCodes.ts';
import { pusherHttpApiRoutes } from './handlers/pusherHttpApi.ts';
import { reactionRoutes } from './handlers/reactions.ts';
import { relationshipRoutes } from './handlers/relationships.ts';
import { reportLinkRoutes } from './handlers/reportLinks.ts';
import { roleRoutes } from './handlers/roles.ts';
import { salesActivityRoutes } from './handlers/salesActivity.ts';
import { savedViewRoutes } from './handlers/savedViews.ts';
import { searchRoutes } from './handlers/search.ts';
import { sponsorshipRoutes } from './handlers/sponsorships.ts';
import { subscriptionRoutes } from './handlers/subscriptions.ts';
import { tagRoutes } from './handlers/tags.ts';
import { threadRoutes } from './handlers/threads.ts';
import { trackerRoutes } from './handlers/trackers.ts';
import { userRoutes } from './handlers/users.ts';
import { compareSpecificity, compilePathPattern } from './http/pathPattern.ts';
import type { AnyRoute } from './http/route.ts';

/**
 * Every route of the fake, one group per resource of spec §7. A new resource group is a file in
 * handlers/ exporting its routes, added here (see README, "Adding a resource").
 */
export const ROUTE_GROUPS: Readonly<Record<string, readonly AnyRoute[]>> = {
  control: controlRoutes,
  authentication: authRoutes,
  broadcasting: broadcastingRoutes,
  pusherHttpApi: pusherHttpApiRoutes,
  users: userRoutes,
  roles: roleRoutes,
  agencies: agencyRoutes,
  assignees: assigneeRoutes,
  brands: brandRoutes,
  search: searchRoutes,
  forms: formRoutes,
  campaigns: campaignRoutes,
  ioDocuments: ioDocumentRoutes,
  contacts: contactRoutes,
  content: contentRoutes,
  creators: creatorRoutes,
  creatorApp: creatorAppRoutes,
  dictionaries: dictionaryRoutes,
  tags: tagRoutes,
  relationships: relationshipRoutes,
  brandApp: brandAppRoutes,
  brandMetricTypes: brandMetricTypeRoutes,
  brandCompetitors: brandCompetitorRoutes,
  bookingConflicts: bookingConflictRoutes,
  events: eventRoutes,
  production: productionRoutes,
  processes: processRoutes,
  integrations: integrationRoutes,
  offers: offerRoutes,
  promoCodes: promoCodeRoutes,
  paymentPreferences: paymentPreferenceRoutes,
  invoices: invoiceRoutes,
  payouts: payoutRoutes,
  sponsorships: sponsorshipRoutes,
  trackers: trackerRoutes,
  threads: threadRoutes,
  messages: messageRoutes,
  reactions: reactionRoutes,
  subscriptions: subscriptionRoutes,
  invoicing: invoicingRoutes,
  salesActivity: salesActivityRoutes,
  reportLinks: reportLinkRoutes,
  savedViews: savedViewRoutes,
};

/** The routes in matching order: literal segments before parameters at the same position. */
export function getRoutes(): AnyRoute[] {
  const routes = Object.values(ROUTE_GROUPS).flat();
  const keyed = routes.map((route) => ({
    route,
    specificity: compilePathPattern(route.path).specificity,
  }));
  // Array.prototype.sort is stable, so groups keep their order where specificity ties.
  keyed.sort((a, b) => compareSpecificity(a.specificity, b.specificity));
  return keyed.map(({ route }) => route);
}
