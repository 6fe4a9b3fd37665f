import { MAX_LATENCY_MS } from '../backend/faults.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineControlRoute } from '../http/route.ts';
import { ErrorBag, v, validate } from '../http/validate.ts';
import { THREAD_VISIBILITIES } from '../messaging/threadAccess.ts';
import { seedThreadHistory } from '../messaging/threadHistory.ts';
import { SCALE_NAMES } from '../seed/scales.ts';
import { SUBJECT_TYPES, subjectExists } from '../store/subjects.ts';

// Control endpoints of the fake (decisions §4), for tests and demos: no session, no XSRF, no
// faults. They exist only here, never in the real API.

export const controlRoutes = [
  defineControlRoute({
    method: 'POST',
    path: '/__mock/reset',
    async handle({ backend, body }) {
      const input = validate(await body(), {
        scale: v.oneOf(SCALE_NAMES),
        seed: v.integer({ min: 0, max: 2 ** 31 - 1 }),
        referenceDate: v.date(),
      });
      const started = performance.now();
      backend.reset({
        ...(input.scale === undefined ? {} : { scale: input.scale }),
        ...(input.seed === undefined ? {} : { seed: input.seed }),
        ...(input.referenceDate === undefined ? {} : { referenceDate: input.referenceDate }),
      });
      return json({
        data: { ...backend.store.seedInfo, ms: Math.round(performance.now() - started) },
      });
    },
  }),

  defineControlRoute({
    method: 'POST',
    path: '/__mock/faults',
    async handle({ backend, body }) {
      const input = validate(await body(), {
        latencyMs: v.integer({ min: 0, max: MAX_LATENCY_MS }),
        errorRate: v.number({ min: 0, max: 1 }),
        expireCsrf: v.boolean(),
        expireSession: v.boolean(),
        endImpersonation: v.boolean(),
      });
      backend.setFaults({
        latencyMs: input.latencyMs ?? 0,
        errorRate: input.errorRate ?? 0,
        expireCsrf: input.expireCsrf ?? false,
        expireSession: input.expireSession ?? false,
        endImpersonation: input.endImpersonation ?? false,
      });
      return json({ data: backend.faults });
    },
  }),

  defineControlRoute({
    method: 'POST',
    path: '/__mock/broadcast',
    async handle({ backend, body }) {
      const raw = await body();
      const input = validate(raw, {
        channel: v.string({ max: 200 }).required(),
        event: v.string({ max: 200 }).required(),
      });
      const data = Object.hasOwn(raw, 'data') ? raw.data : null;
      backend.bus.publish(input.channel, input.event, data);
      return json({ data: { channel: input.channel, event: input.event, data } }, 202);
    },
  }),

  defineControlRoute({
    method: 'POST',
    path: '/__mock/thread-history',
    async handle({ backend, body }) {
      const input = validate(await body(), {
        subject_type: v.oneOf(SUBJECT_TYPES).required(),
        subject_id: v.id().required(),
        visibility: v.oneOf(THREAD_VISIBILITIES).required(),
        count: v.integer({ min: 0, max: 20_000 }).required(),
      });
      const errors = new ErrorBag();
      if (!subjectExists(backend.store, input.subject_type, input.subject_id))
        errors.add('subject_id', 'The selected subject id is invalid.');
      errors.throwIfAny();
      const thread = seedThreadHistory(backend.store, input, backend.now());
      return json({ data: { thread_id: thread.id, count: input.count } });
    },
  }),

  defineControlRoute({
    method: 'GET',
    path: '/__mock/mail',
    handle: ({ backend }) => json({ data: backend.auth.mail }),
  }),

  defineControlRoute({
    method: 'GET',
    path: '/__mock/health',
    handle: ({ backend }) =>
      json({ data: { ok: true, ...backend.store.seedInfo, revision: backend.store.revision } }),
  }),
].map(anyRoute);
