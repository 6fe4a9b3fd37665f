import {
  PERFORMANCE_METRIC_NAMES,
  type PerformanceMetricValue,
  SIGNUP_APPS,
  SIGNUP_MESSAGES,
  SIGNUP_TOPIC,
  type SignupRequestFields,
} from '@airtime/domain';
import { ValidationError } from '../http/HttpError.ts';
import { json, noContent } from '../http/responses.ts';
import { anyRoute, definePublicRoute } from '../http/route.ts';
import { ErrorBag, type Schema, type Validated, v, validate } from '../http/validate.ts';
import { validateNested } from './nested.ts';

// The two calls the portal makes outside any resource (spec §7 'Authentication'): the invite
// request of the login page, with a fake captcha, and the page-load metrics. Both are open
// without a session (the login and legal pages have none), need the XSRF token like every
// unsafe call, and are let through for Read Only users: neither changes what users work on.

/** Captcha tokens the fake refuses besides an empty one ('invalid' is for tests and demos). */
const REFUSED_CAPTCHA_TOKENS = new Set(['invalid', 'expired']);
export const CAPTCHA_FAILED = 'The captcha check failed. Please try again.';

/** Where the form service would mail invite requests; readable through GET /__mock/mail. */
export const SIGNUP_INBOX = 'sales@airtime.test';

const emailRule = v.email();
const textRule = (max: number) => v.string({ max });

/** Validates the top level of a body, adding failures to `bag` (to join nested ones in one 422). */
function collectTopLevel<S extends Schema>(
  bag: ErrorBag,
  raw: unknown,
  schema: S,
): Validated<S> | undefined {
  try {
    return validate(raw, schema);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const [field, messages] of Object.entries(error.errors))
      for (const message of messages) bag.add(field, message);
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Blob)
  );
}

/** The signup form's fields, with the messages of spec §5 for the required ones. */
function checkSignupFields(bag: ErrorBag, raw: unknown): SignupRequestFields | undefined {
  if (raw === undefined || raw === null) {
    bag.add('fields', 'The fields field is required.');
    return undefined;
  }
  if (!isPlainObject(raw)) {
    bag.add('fields', 'The fields field must be an object.');
    return undefined;
  }
  let failed = false;
  const fail = (key: keyof SignupRequestFields, message: string) => {
    failed = true;
    bag.add(`fields.${key}`, message);
  };
  const text = (key: keyof SignupRequestFields, max: number, required: string | null) => {
    const value = raw[key];
    const trimmed = typeof value === 'string' ? value.trim() : value;
    if (trimmed === undefined || trimmed === null || trimmed === '') {
      if (required !== null) fail(key, required);
      return '';
    }
    const checked = textRule(max).check(trimmed, key);
    if (checked.ok) return checked.value;
    fail(key, checked.message);
    return '';
  };
  const name = text('User Name', 255, SIGNUP_MESSAGES.nameRequired);
  const email = text('Email', 255, SIGNUP_MESSAGES.emailRequired);
  if (email !== '' && !emailRule.check(email, 'Email').ok)
    fail('Email', 'The Email field must be a valid email address.');
  const appsText = text('Apps Access', 255, SIGNUP_MESSAGES.appsRequired);
  const apps = appsText
    .split(',')
    .map((app) => app.trim())
    .filter((app) => app !== '');
  if (appsText !== '' && apps.length === 0) fail('Apps Access', SIGNUP_MESSAGES.appsRequired);
  if (apps.some((app) => !SIGNUP_APPS.some((known) => known === app)))
    fail('Apps Access', `The apps must be among: ${SIGNUP_APPS.join(', ')}.`);
  const comment = text('Comment', 2000, null);
  if (failed) return undefined;
  // Apps in form order, once each, as the portal's buildSignupPayload sends them.
  const chosen = SIGNUP_APPS.filter((app) => apps.includes(app));
  return { 'User Name': name, Email: email, 'Apps Access': chosen.join(', '), Comment: comment };
}

/** Page paths the portal reports, or absolute http(s) URLs. */
const PAGE_URL = /^(\/|https?:\/\/)[^\s]*$/i;
/** An IPv4 address, or an IPv6 one (hex groups and colons, at least one colon, maybe a zone). */
const IP_ADDRESS =
  /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}|(?=[0-9a-f]*:)[0-9a-f:]{2,39}(?:%[0-9a-z]{1,15})?)$/i;

const metricSchema = {
  name: v.oneOf(PERFORMANCE_METRIC_NAMES).required(),
  value: v.number({ min: 0, max: 1_000_000_000 }).required(),
};

export const formRoutes = [
  definePublicRoute({
    method: 'POST',
    path: '/submit-form',
    allowReadOnly: true,
    async handle(context) {
      const raw = await context.body();
      const bag = new ErrorBag();
      const top = collectTopLevel(bag, raw, {
        topic: v.oneOf([SIGNUP_TOPIC]).required(),
        recaptcha: v.string({ max: 4096 }).nullable(),
      });
      const token = top?.recaptcha ?? null;
      if (top !== undefined && (token === null || REFUSED_CAPTCHA_TOKENS.has(token)))
        bag.add('recaptcha', CAPTCHA_FAILED);
      const fields = checkSignupFields(bag, raw.fields);
      bag.throwIfAny();
      if (top === undefined || fields === undefined) throw new Error('Unchecked signup request.');
      const now = context.nowIso();
      const request = context.store.signupRequests.insert({
        topic: top.topic,
        fields,
        created_at: now,
      });
      context.backend.auth.recordMail({
        to: SIGNUP_INBOX,
        subject: `Invite request from ${fields['User Name']}`,
        body: Object.entries(fields)
          .map(([label, value]) => `${label}: ${value}`)
          .join('\n'),
        created_at: now,
      });
      return json({ data: request, message: SIGNUP_MESSAGES.submitted }, 201);
    },
  }),

  definePublicRoute({
    method: 'POST',
    path: '/api/pulse-page-metrics',
    allowReadOnly: true,
    async handle(context) {
      const raw = await context.body();
      const bag = new ErrorBag();
      const top = collectTopLevel(bag, raw, {
        url: v
          .string({
            max: 2048,
            pattern: PAGE_URL,
            patternMessage: 'The url field must be a path or an http(s) URL.',
          })
          .required(),
        ip: v
          .string({
            max: 64,
            pattern: IP_ADDRESS,
            patternMessage: 'The ip field must be a valid IP address.',
          })
          .nullable(),
        metrics: v.list(v.any(), { max: PERFORMANCE_METRIC_NAMES.length }).required(),
      });
      const metrics: PerformanceMetricValue[] = [];
      const names = new Set<string>();
      (top?.metrics ?? []).forEach((entry, index) => {
        const metric = validateNested(entry, `metrics.${index}`, metricSchema, bag);
        if (metric === undefined) return;
        if (names.has(metric.name))
          bag.add(
            `metrics.${index}.name`,
            `The metrics.${index}.name field has a duplicate value.`,
          );
        names.add(metric.name);
        metrics.push(metric);
      });
      bag.throwIfAny();
      if (top === undefined) throw new Error('Unchecked page metrics.');
      context.store.pageMetrics.insert({
        url: top.url,
        ip: top.ip ?? null,
        metrics,
        user_id: context.user?.id ?? null,
        created_at: context.nowIso(),
      });
      return noContent();
    },
  }),
].map(anyRoute);
