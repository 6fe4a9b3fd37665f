import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMockBackend } from './backend/createMockBackend.ts';
import { createHandlers } from './createHandlers.ts';
import { SPEC_CALLS, specCallKey } from './spec-calls.ts';

/**
 * The calls of spec §7 no handler answers yet. Implementing one makes its row below fail until
 * it is taken off this list, so the list always says exactly what remains.
 */
const PENDING = new Set([
  'POST /api/broadcasting/auth',
  'POST /submit-form',
  'POST /api/pulse-page-metrics',
  'GET /api/brand/content',
  'GET /api/brand/creators/:id',
  'GET /api/brand/events',
  'GET /api/brand/events/:id',
  'PUT /api/brand/events/:id',
  'POST /api/brand/metric-types',
  'PUT /api/brand/metric-types/:id',
  'DELETE /api/brand/metric-types/:id',
  'POST /api/brand/relationships',
  'GET /api/new-campaigns',
  'POST /api/new-campaigns',
  'GET /api/new-campaigns/:id',
  'PUT /api/new-campaigns/:id',
  'PUT /api/campaigns/batch-update',
  'DELETE /api/campaigns/:id',
  'POST /api/campaigns/:id/io-document',
  'GET /api/campaigns/:id/io-document',
  'GET /api/campaigns/:id/io-document/create',
  'GET /api/:subjectType/:subjectId/contacts',
  'POST /api/:subjectType/:subjectId/contacts',
  'PUT /api/:subjectType/:subjectId/contacts/:id',
  'DELETE /api/:subjectType/:subjectId/contacts/:id',
  'GET /api/content',
  'POST /api/content',
  'PUT /api/content/:id',
  'DELETE /api/content/:id',
  'GET /api/creator/brands',
  'GET /api/creator/creators-with-access',
  'POST /api/creator/select',
  'GET /api/creators',
  'POST /api/creators',
  'GET /api/creators/:id',
  'PUT /api/creators/:id',
  'DELETE /api/creators/:id',
  'GET /api/countries',
  'GET /api/categories',
  'GET /api/industries',
  'GET /api/languages',
  'GET /api/tags',
  'POST /api/tags',
  'GET /api/new-events',
  'GET /api/new-events/:id',
  'POST /api/events',
  'PUT /api/events/:id',
  'GET /api/event-production',
  'PUT /api/event-production',
  'GET /api/event-production/:id',
  'PUT /api/event-production/:id',
  'POST /api/event-production/:id/update-status/process/:workflow',
  'GET /api/processes',
  'PUT /api/processes/:id/apply-workflow-transition',
  'GET /api/integrations',
  'POST /api/integrations',
  'PUT /api/integrations/:id',
  'DELETE /api/integrations/:id',
  'GET /api/offers',
  'POST /api/offers',
  'PUT /api/offers/:id',
  'DELETE /api/offers/:id',
  'GET /api/promo_codes',
  'POST /api/promo_codes',
  'GET /api/promo_codes/:id',
  'GET /api/payment_preferences',
  'PUT /api/payment_preferences/:id',
  'GET /api/relationships',
  'GET /api/relationships/:id',
  'PUT /api/relationships/:id',
  'POST /api/sponsorships',
  'PUT /api/sponsorships/:id',
  'DELETE /api/sponsorships/:id',
  'GET /api/trackers',
  'POST /api/trackers',
  'PUT /api/trackers/:id',
  'DELETE /api/trackers/:id',
  'POST /api/tracker/:id/run-check',
  'POST /api/threads',
  'GET /api/threads/:type/:id/:visibility',
  'GET /api/threads/:id/messages',
  'POST /api/threads/:id/messages',
  'PUT /api/message/:id',
  'DELETE /api/message/:id',
  'POST /api/message-reactions',
  'DELETE /api/message-reactions/:id',
  'POST /api/thread/:id/subscriptions',
  'DELETE /api/thread/:id/subscriptions/:subId',
  'GET /api/creators/:id/brands',
]);

// Values for path parameters: any that reach the handler do, since only "handled" is checked.
const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  subjectType: 'brands',
  type: 'brand',
  visibility: 'internal',
  workflow: 'brief',
};

const handlers = createHandlers(createMockBackend({ seed: 1, referenceDate: '2026-11-20' }));

function toRequest(method: string, path: string, methodOverride: string | undefined): Request {
  const url = `http://spec.test${path.replace(/:(\w+)/g, (_match, name: string) => SAMPLE_PARAMS[name] ?? '1')}`;
  if (method === 'GET') return new Request(url);
  const body = new FormData();
  if (methodOverride !== undefined) body.append('_method', methodOverride);
  return new Request(url, { method, body });
}

describe('spec §7, call by call', () => {
  it('lists only real calls as pending', () => {
    const keys = new Set(SPEC_CALLS.map(specCallKey));
    expect([...PENDING].filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(SPEC_CALLS.map((call) => [specCallKey(call), call] as const))('%s', async (key, call) => {
    const response = await getResponse(
      handlers,
      toRequest(call.method, call.path, call.methodOverride),
      { quiet: true },
    );
    if (PENDING.has(key)) {
      expect(response, `${key} is handled now: take it off PENDING`).toBeUndefined();
    } else {
      expect(response, `${key} has no handler`).toBeDefined();
    }
  });
});
