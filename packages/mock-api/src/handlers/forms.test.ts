import {
  buildSignupPayload,
  computePerformanceMetrics,
  getSignupFailureToast,
  SIGNUP_MESSAGES,
} from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { formBody, jsonBody, useMockApi } from '../test/mockApi.ts';
import { CAPTCHA_FAILED, SIGNUP_INBOX } from './forms.ts';

const api = useMockApi();

const form = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  apps: ['Brands'],
  comment: 'Hi',
} as const;

async function visitor() {
  const client = api.anonymous();
  await client.csrf();
  return client;
}

describe('POST /submit-form', () => {
  it('files the invite request the portal builds, signed out, and mails the sales inbox', async () => {
    const client = await visitor();
    const before = api.backend.store.signupRequests.size;
    const response = await client(
      '/submit-form',
      jsonBody('POST', buildSignupPayload(form, 'token-1')),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: SIGNUP_MESSAGES.submitted,
      data: {
        topic: 'signup-request',
        fields: { 'User Name': 'Ada Lovelace', 'Apps Access': 'Brands' },
      },
    });
    expect(api.backend.store.signupRequests.size).toBe(before + 1);
    expect(api.backend.auth.mail.at(-1)).toMatchObject({ to: SIGNUP_INBOX });
  });

  it('reads form data with nested fields too', async () => {
    const client = await visitor();
    const response = await client(
      '/submit-form',
      formBody('POST', {
        topic: 'signup-request',
        recaptcha: 'token-2',
        'fields[User Name]': 'Grace',
        'fields[Email]': 'grace@example.com',
        'fields[Apps Access]': 'Creators, Agencies',
        'fields[Comment]': '',
      }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).data.fields['Apps Access']).toBe('Agencies, Creators');
  });

  it.each([
    ['an empty captcha', ''],
    ['a refused captcha', 'invalid'],
  ])('answers 422 with errors.recaptcha for %s, which the portal toasts', async (_label, token) => {
    const response = await (await visitor())(
      '/submit-form',
      jsonBody('POST', buildSignupPayload(form, token)),
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors).toEqual({ recaptcha: [CAPTCHA_FAILED] });
    expect(getSignupFailureToast(body)).toBe(CAPTCHA_FAILED);
  });

  it('answers 422 per field with the form’s own messages', async () => {
    const payload = buildSignupPayload({ name: ' ', email: '', apps: [], comment: '' }, 'token-3');
    const response = await (await visitor())('/submit-form', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors).toEqual({
      'fields.User Name': [SIGNUP_MESSAGES.nameRequired],
      'fields.Email': [SIGNUP_MESSAGES.emailRequired],
      'fields.Apps Access': [SIGNUP_MESSAGES.appsRequired],
    });
    expect(getSignupFailureToast(body)).toBeNull();
  });

  it.each([
    [
      'a bad email',
      {
        ...buildSignupPayload(form, 't'),
        fields: { ...buildSignupPayload(form, 't').fields, Email: 'ada' },
      },
      ['fields.Email'],
    ],
    [
      'an unknown app',
      {
        ...buildSignupPayload(form, 't'),
        fields: { ...buildSignupPayload(form, 't').fields, 'Apps Access': 'Brands, Robots' },
      },
      ['fields.Apps Access'],
    ],
    ['another topic', { ...buildSignupPayload(form, 't'), topic: 'newsletter' }, ['topic']],
    ['no fields', { topic: 'signup-request', recaptcha: 't' }, ['fields']],
    [
      'fields that are not an object',
      { topic: 'signup-request', recaptcha: 't', fields: 'Ada' },
      ['fields'],
    ],
  ])('answers 422 for %s', async (_label, payload, fields) => {
    const before = api.backend.store.revision;
    const response = await (await visitor())('/submit-form', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(api.backend.store.revision).toBe(before);
  });

  it('needs the XSRF token (419)', async () => {
    const response = await api.anonymous()(
      '/submit-form',
      jsonBody('POST', buildSignupPayload(form, 't')),
    );
    expect(response.status).toBe(419);
  });
});

describe('POST /api/pulse-page-metrics', () => {
  const metrics = computePerformanceMetrics({
    cls: 0.0123,
    lcp: 1834.6,
    pageLoad: { kind: 'cold', durationMs: 2210 },
  });

  it('stores the metrics the portal computes, with the signed-in user', async () => {
    const client = await api.as('brand');
    const response = await client(
      '/api/pulse-page-metrics',
      jsonBody('POST', { url: '/brand/home', ip: '198.51.100.7', metrics }),
    );
    expect(response.status).toBe(204);
    const stored = api.backend.store.pageMetrics.all().at(-1);
    expect(stored).toMatchObject({ url: '/brand/home', ip: '198.51.100.7', user_id: 7, metrics });
  });

  it('takes reports from signed-out pages and from Read Only users', async () => {
    const anonymous = await visitor();
    expect(
      (
        await anonymous(
          '/api/pulse-page-metrics',
          jsonBody('POST', { url: '/privacy', ip: null, metrics }),
        )
      ).status,
    ).toBe(204);
    expect(api.backend.store.pageMetrics.all().at(-1)?.user_id).toBeNull();
    const readOnly = await api.as('readonly');
    expect(
      (
        await readOnly(
          '/api/pulse-page-metrics',
          jsonBody('POST', { url: '/agency/home', ip: '::1', metrics }),
        )
      ).status,
    ).toBe(204);
  });

  it.each([
    ['nothing', {}, ['url', 'metrics']],
    ['a url with spaces and a bad ip', { url: '/a b', ip: '999.1.1.1', metrics }, ['url', 'ip']],
    [
      'an unknown metric and a negative value',
      {
        url: '/x',
        metrics: [
          { name: 'fid', value: 3 },
          { name: 'lcp', value: -4 },
        ],
      },
      ['metrics.0.name', 'metrics.1.value'],
    ],
    [
      'a repeated metric',
      {
        url: '/x',
        metrics: [
          { name: 'lcp', value: 1 },
          { name: 'lcp', value: 2 },
        ],
      },
      ['metrics.1.name'],
    ],
    ['metrics that are not objects', { url: '/x', metrics: [5] }, ['metrics.0']],
  ])('answers 422 for %s, store unchanged', async (_label, payload, fields) => {
    const client = await api.as('ops');
    const before = api.backend.store.revision;
    const response = await client('/api/pulse-page-metrics', jsonBody('POST', payload));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(fields);
    expect(api.backend.store.revision).toBe(before);
  });

  it('needs the XSRF token (419)', async () => {
    const response = await api.anonymous()(
      '/api/pulse-page-metrics',
      jsonBody('POST', { url: '/x', metrics }),
    );
    expect(response.status).toBe(419);
  });
});
