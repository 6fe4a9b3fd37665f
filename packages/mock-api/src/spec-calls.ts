import type { HttpMethod } from './http/route.ts';

/** The headings of spec §7, plus the calls whose path the spec does not show. */
export type SpecSection =
  | 'Authentication'
  | 'Agencies, assignees, brands'
  | 'Campaigns, content, creators'
  | 'Events, production, offers, trackers'
  | 'Messaging and users'
  | 'Calls whose path is not shown';

/** One call of spec §7, as method and path with `:name` parameters. */
export interface SpecCall {
  readonly method: HttpMethod;
  readonly path: string;
  readonly section: SpecSection;
  /** Sent as POST carrying `_method` (Laravel method spoofing), as the spec says. */
  readonly methodOverride?: 'PUT';
  /** For calls whose path the spec does not show: what the call is, in the spec's words. */
  readonly unshownPath?: string;
}

const auth = 'Authentication' satisfies SpecSection;
const brands = 'Agencies, assignees, brands' satisfies SpecSection;
const campaigns = 'Campaigns, content, creators' satisfies SpecSection;
const events = 'Events, production, offers, trackers' satisfies SpecSection;
const messaging = 'Messaging and users' satisfies SpecSection;
const unshown = 'Calls whose path is not shown' satisfies SpecSection;

/**
 * Every call of spec §7, in its order. A test walks this list and checks that a handler answers
 * each; the calls not handled yet are its explicit PENDING set.
 */
export const SPEC_CALLS: readonly SpecCall[] = [
  // Authentication
  { section: auth, method: 'GET', path: '/sanctum/csrf-cookie' },
  { section: auth, method: 'POST', path: '/sanctum/login' },
  { section: auth, method: 'POST', path: '/code' },
  { section: auth, method: 'POST', path: '/api/sanctum/logout' },
  { section: auth, method: 'POST', path: '/password/email' },
  { section: auth, method: 'POST', path: '/password/reset' },
  { section: auth, method: 'PUT', path: '/api/user/password' },
  { section: auth, method: 'POST', path: '/api/broadcasting/auth' },
  { section: auth, method: 'POST', path: '/api/impersonate/:userId' },
  { section: auth, method: 'DELETE', path: '/api/impersonate' },
  { section: auth, method: 'POST', path: '/submit-form' },
  { section: auth, method: 'POST', path: '/api/pulse-page-metrics' },

  // Agencies, assignees, brands
  { section: brands, method: 'GET', path: '/api/agencies' },
  { section: brands, method: 'POST', path: '/api/agencies' },
  { section: brands, method: 'GET', path: '/api/agencies/:id' },
  { section: brands, method: 'PUT', path: '/api/agencies/:id' },
  { section: brands, method: 'GET', path: '/api/assignees' },
  { section: brands, method: 'POST', path: '/api/assignees' },
  { section: brands, method: 'DELETE', path: '/api/assignees/:id' },
  { section: brands, method: 'GET', path: '/api/brand/content' },
  { section: brands, method: 'GET', path: '/api/brand/creators/:id' },
  { section: brands, method: 'GET', path: '/api/brand/events' },
  { section: brands, method: 'GET', path: '/api/brand/events/:id' },
  { section: brands, method: 'PUT', path: '/api/brand/events/:id' },
  { section: brands, method: 'POST', path: '/api/brand/metric-types' },
  { section: brands, method: 'PUT', path: '/api/brand/metric-types/:id' },
  { section: brands, method: 'DELETE', path: '/api/brand/metric-types/:id' },
  { section: brands, method: 'POST', path: '/api/brand/relationships' },
  { section: brands, method: 'GET', path: '/api/brands' },
  { section: brands, method: 'POST', path: '/api/brands' },
  { section: brands, method: 'GET', path: '/api/brands/:id' },
  { section: brands, method: 'POST', path: '/api/brands/:id', methodOverride: 'PUT' },
  { section: brands, method: 'GET', path: '/api/brand/:id/stats' },
  { section: brands, method: 'POST', path: '/api/brands/:id/budget' },
  { section: brands, method: 'POST', path: '/api/brand/select' },
  { section: brands, method: 'GET', path: '/api/brand/brands-with-access' },
  { section: brands, method: 'GET', path: '/api//brand/brands-with-access/:id' },

  // Campaigns, content, creators
  { section: campaigns, method: 'GET', path: '/api/new-campaigns' },
  { section: campaigns, method: 'POST', path: '/api/new-campaigns' },
  { section: campaigns, method: 'GET', path: '/api/new-campaigns/:id' },
  { section: campaigns, method: 'PUT', path: '/api/new-campaigns/:id' },
  { section: campaigns, method: 'PUT', path: '/api/campaigns/batch-update' },
  { section: campaigns, method: 'DELETE', path: '/api/campaigns/:id' },
  { section: campaigns, method: 'POST', path: '/api/campaigns/:id/io-document' },
  { section: campaigns, method: 'GET', path: '/api/campaigns/:id/io-document' },
  { section: campaigns, method: 'GET', path: '/api/campaigns/:id/io-document/create' },
  { section: campaigns, method: 'GET', path: '/api/:subjectType/:subjectId/contacts' },
  { section: campaigns, method: 'POST', path: '/api/:subjectType/:subjectId/contacts' },
  { section: campaigns, method: 'PUT', path: '/api/:subjectType/:subjectId/contacts/:id' },
  { section: campaigns, method: 'DELETE', path: '/api/:subjectType/:subjectId/contacts/:id' },
  { section: campaigns, method: 'GET', path: '/api/content' },
  { section: campaigns, method: 'POST', path: '/api/content' },
  { section: campaigns, method: 'PUT', path: '/api/content/:id' },
  { section: campaigns, method: 'DELETE', path: '/api/content/:id' },
  { section: campaigns, method: 'GET', path: '/api/creator/brands' },
  { section: campaigns, method: 'GET', path: '/api/creator/creators-with-access' },
  { section: campaigns, method: 'POST', path: '/api/creator/select' },
  { section: campaigns, method: 'GET', path: '/api/creators' },
  { section: campaigns, method: 'POST', path: '/api/creators' },
  { section: campaigns, method: 'GET', path: '/api/creators/:id' },
  { section: campaigns, method: 'PUT', path: '/api/creators/:id' },
  { section: campaigns, method: 'DELETE', path: '/api/creators/:id' },
  { section: campaigns, method: 'GET', path: '/api/countries' },
  { section: campaigns, method: 'GET', path: '/api/categories' },
  { section: campaigns, method: 'GET', path: '/api/industries' },
  { section: campaigns, method: 'GET', path: '/api/languages' },
  { section: campaigns, method: 'GET', path: '/api/tags' },
  { section: campaigns, method: 'POST', path: '/api/tags' },

  // Events, production, offers, trackers
  { section: events, method: 'GET', path: '/api/new-events' },
  { section: events, method: 'GET', path: '/api/new-events/:id' },
  { section: events, method: 'POST', path: '/api/events' },
  { section: events, method: 'PUT', path: '/api/events/:id' },
  { section: events, method: 'GET', path: '/api/event-production' },
  { section: events, method: 'PUT', path: '/api/event-production' },
  { section: events, method: 'GET', path: '/api/event-production/:id' },
  { section: events, method: 'PUT', path: '/api/event-production/:id' },
  {
    section: events,
    method: 'POST',
    path: '/api/event-production/:id/update-status/process/:workflow',
  },
  { section: events, method: 'GET', path: '/api/processes' },
  { section: events, method: 'PUT', path: '/api/processes/:id/apply-workflow-transition' },
  { section: events, method: 'GET', path: '/api/integrations' },
  { section: events, method: 'POST', path: '/api/integrations' },
  { section: events, method: 'PUT', path: '/api/integrations/:id' },
  { section: events, method: 'DELETE', path: '/api/integrations/:id' },
  { section: events, method: 'GET', path: '/api/offers' },
  { section: events, method: 'POST', path: '/api/offers' },
  { section: events, method: 'PUT', path: '/api/offers/:id' },
  { section: events, method: 'DELETE', path: '/api/offers/:id' },
  { section: events, method: 'GET', path: '/api/promo_codes' },
  { section: events, method: 'POST', path: '/api/promo_codes' },
  { section: events, method: 'GET', path: '/api/promo_codes/:id' },
  { section: events, method: 'GET', path: '/api/payment_preferences' },
  { section: events, method: 'PUT', path: '/api/payment_preferences/:id' },
  { section: events, method: 'GET', path: '/api/relationships' },
  { section: events, method: 'GET', path: '/api/relationships/:id' },
  { section: events, method: 'PUT', path: '/api/relationships/:id' },
  { section: events, method: 'POST', path: '/api/sponsorships' },
  { section: events, method: 'PUT', path: '/api/sponsorships/:id' },
  { section: events, method: 'DELETE', path: '/api/sponsorships/:id' },
  { section: events, method: 'GET', path: '/api/trackers' },
  { section: events, method: 'POST', path: '/api/trackers' },
  { section: events, method: 'PUT', path: '/api/trackers/:id' },
  { section: events, method: 'DELETE', path: '/api/trackers/:id' },
  { section: events, method: 'POST', path: '/api/tracker/:id/run-check' },

  // Messaging and users
  { section: messaging, method: 'POST', path: '/api/threads' },
  { section: messaging, method: 'GET', path: '/api/threads/:type/:id/:visibility' },
  { section: messaging, method: 'GET', path: '/api/threads/:id/messages' },
  { section: messaging, method: 'POST', path: '/api/threads/:id/messages' },
  { section: messaging, method: 'PUT', path: '/api/message/:id' },
  { section: messaging, method: 'DELETE', path: '/api/message/:id' },
  { section: messaging, method: 'POST', path: '/api/message-reactions' },
  { section: messaging, method: 'DELETE', path: '/api/message-reactions/:id' },
  { section: messaging, method: 'POST', path: '/api/thread/:id/subscriptions' },
  { section: messaging, method: 'DELETE', path: '/api/thread/:id/subscriptions/:subId' },
  { section: messaging, method: 'GET', path: '/api/user/:id' },
  { section: messaging, method: 'POST', path: '/api/user/:id', methodOverride: 'PUT' },
  { section: messaging, method: 'GET', path: '/api/navigation-search' },
  { section: messaging, method: 'GET', path: '/api/brand/navigation-search' },
  { section: messaging, method: 'GET', path: '/api/user-search' },

  // Calls whose path is not shown: the paths are ours (README, "Chosen paths").
  {
    section: unshown,
    method: 'GET',
    path: '/api/navigation-search',
    unshownPath: 'Agency global search',
  },
  {
    section: unshown,
    method: 'GET',
    path: '/api/brand/navigation-search',
    unshownPath: 'Brand global search',
  },
  {
    section: unshown,
    method: 'POST',
    path: '/api/impersonate/stop',
    unshownPath: 'Stop impersonation',
  },
  {
    section: unshown,
    method: 'POST',
    path: '/api/logout',
    unshownPath: 'Logout through the user store',
  },
  { section: unshown, method: 'GET', path: '/api/user', unshownPath: 'Loading the own profile' },
  {
    section: unshown,
    method: 'GET',
    path: '/api/creators/:id/brands',
    unshownPath: "Loading the creator's brand list",
  },
];

/** A call's key as tests and lists write it: 'GET /api/brands/:id'. */
export function specCallKey(call: Pick<SpecCall, 'method' | 'path'>): string {
  return `${call.method} ${call.path}`;
}
