import { describe, expect, it } from 'vitest';
import { getRoutes } from './routes.ts';
import { useMockApi } from './test/mockApi.ts';

// Bad input never crashes a handler: every write route of the fake, as it is today and as others
// add routes, gets malformed JSON, wrong types, huge strings, oversized bodies and unknown ids,
// and must answer 4xx with a message while the store stays as it was.

const api = useMockApi();

/** Writes that take no body and may succeed whatever is sent (they change no store data). */
const BODYLESS = new Set([
  'POST /api/sanctum/logout',
  'POST /api/logout',
  'POST /api/impersonate/stop',
  'DELETE /api/impersonate',
  'DELETE /api/assignees/:id',
  'DELETE /api/campaigns/:id',
  'DELETE /api/content/:id',
  'DELETE /api/creators/:id',
  'DELETE /api/brand/metric-types/:id',
  'DELETE /api/integrations/:id',
  'DELETE /api/offers/:id',
  'DELETE /api/sponsorships/:id',
  'DELETE /api/trackers/:id',
  'POST /api/tracker/:id/run-check',
  'DELETE /api/message/:id',
  'DELETE /api/message-reactions/:id',
  'DELETE /api/thread/:id/subscriptions/:subId',
  'DELETE /api/brands/:id/invoicing-customer',
  'DELETE /api/report-links/:id',
]);

/** Every field name the handlers read, so wrong types reach each rule. */
const FIELDS = [
  'name',
  'website',
  'logo',
  'rep_user_id',
  'email',
  'password',
  'password_confirmation',
  'current_password',
  'code',
  'token',
  'firstname',
  'lastname',
  'avatar',
  'roles',
  'permissions',
  'can_impersonate',
  'user_id',
  'type',
  'subject_type',
  'subject_id',
  'budget',
  'brand_id',
  'industry_id',
  'is_active',
  'airtime_customer',
  'converted',
  'representative_id',
  'agency_ids',
  'remember',
  'label',
  'status',
  'body',
  'content_id',
  'publisher_id',
  'priority',
  'group',
  'ends_at',
  'campaign_status',
  'io_status',
  'ids',
  'number',
  'send',
  'approval_status',
  'started_on',
  'format',
  'creator_id',
  'handle',
  'url',
  'subscribers_count',
  'content_type_id',
  'outreach_emails',
  'rep_cm',
  'rep_tcp',
  'phone',
  'title',
  'is_primary',
  'topic',
  'fields',
  'recaptcha',
  'metrics',
  'ip',
  'campaign_vitals',
  'socket_id',
  'channel_name',
  'event_id',
  'planned_date',
  'aired_date',
  'billing_date',
  'rate',
  'estimated_views',
  'actual_views',
  'is_scheduled',
  'has_potential_matches',
  'reviewed',
  'sponsorship_type',
  'projection',
  'is_important',
  'offer_id',
  'tracker_id',
  'tag_ids',
  'workflow',
  'transition',
  'provider',
  'description',
  'brand_flat_rate',
  'creator_flat_rate',
  'brand_cpa_rate',
  'creator_cpa_rate',
  'starts_on',
  'ends_on',
  'payee_name',
  'details',
  'is_planned',
  'mentions',
  'event_production_id',
  'domain',
  'promocode',
  'link',
  'visibility',
  'parent_id',
  'is_reply',
  'tags',
  'message_id',
  'emoji',
  'list',
  'query',
  'version',
  'is_default',
];

const writes = getRoutes().filter((route) => route.kind !== 'control' && route.method !== 'GET');

function fill(value: unknown): Record<string, unknown> {
  return Object.fromEntries(FIELDS.map((field) => [field, value]));
}

const BODIES: ReadonlyArray<readonly [string, string, string]> = [
  ['malformed JSON', 'application/json', '{"name": '],
  ['a JSON array', 'application/json', '[1, 2, 3]'],
  ['a JSON string', 'application/json', '"hello"'],
  ['JSON null', 'application/json', 'null'],
  [
    'objects for every field',
    'application/json',
    JSON.stringify(fill({ nested: { deeper: [1] } })),
  ],
  ['arrays for every field', 'application/json', JSON.stringify(fill([[], {}, null]))],
  ['numbers for every field', 'application/json', JSON.stringify(fill(-1.5e308))],
  ['huge strings for every field', 'application/json', JSON.stringify(fill('x'.repeat(25_000)))],
  [
    'a prototype-polluting body',
    'application/json',
    '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
  ],
  ['an oversized body', 'application/json', JSON.stringify({ name: 'x'.repeat(1_200_000) })],
  ['multipart without a boundary', 'multipart/form-data', '--x\r\n'],
  [
    'a form with bracket soup',
    'application/x-www-form-urlencoded',
    'name[][x]][=1&roles[0][1]=a&__proto__[admin]=1',
  ],
];

function pathFor(path: string, id: string): string {
  return path.replace(/:(\w+)/g, () => id);
}

describe.each(
  writes
    .filter((route) => !BODYLESS.has(`${route.method} ${route.path}`))
    .map((route) => [`${route.method} ${route.path}`, route] as const),
)('%s', (_key, route) => {
  it.each(BODIES)(
    'answers 4xx with a message for %s, store unchanged',
    async (_label, type, text) => {
      const client = await api.as('superadmin');
      const before = api.backend.store.revision;
      const override = route.method !== 'POST' && route.acceptsMethodOverride === true;
      const response = await client(pathFor(route.path, '1'), {
        method: override ? 'POST' : route.method,
        headers: {
          'content-type': type,
          ...(override ? { 'x-http-method-override': route.method } : {}),
        },
        body: text,
      });
      expect(
        response.status,
        await response
          .clone()
          .text()
          .then((t) => t.slice(0, 200)),
      ).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(typeof (await response.json()).message).toBe('string');
      expect(api.backend.store.revision).toBe(before);
    },
  );
});

describe.each(
  writes
    .filter((route) => route.path.includes(':'))
    .map((route) => [`${route.method} ${route.path}`, route] as const),
)('%s with unknown ids', (_key, route) => {
  it.each(['999999', '0', '-1', 'abc', '1e3', '%00', '9'.repeat(40)])(
    'answers 4xx for id %s, store unchanged',
    async (id) => {
      const client = await api.as('superadmin');
      const before = api.backend.store.revision;
      const response = await client(pathFor(route.path, id), {
        method: route.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Valid Name',
          budget: 1,
          user_id: 3,
          type: 'owner',
          subject_type: 'brand',
          subject_id: 2,
        }),
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(typeof (await response.json()).message).toBe('string');
      expect(api.backend.store.revision).toBe(before);
    },
  );
});
