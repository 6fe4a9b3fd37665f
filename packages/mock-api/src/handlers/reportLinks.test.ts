import { describe, expect, it } from 'vitest';
import { jsonBody, NOW, useMockApi } from '../test/mockApi.ts';
import { signReportLink, verifyReportLink } from './reportLinkTokens.ts';

const api = useMockApi();

interface CreatedLink {
  readonly id: number;
  readonly token: string;
  readonly url: string;
  readonly params: string;
  readonly expires_at: string;
  readonly created_by: { readonly name: string };
}

async function share(
  persona: 'admin' | 'brand' = 'admin',
  body: Record<string, unknown> = {},
): Promise<CreatedLink> {
  const response = await (await api.as(persona))(
    '/api/report-links',
    jsonBody('POST', {
      brand_id: 2,
      report: 'events',
      params: 'filter.month=2026-11&modal=io&sort=-date',
      ...body,
    }),
  );
  expect(response.status).toBe(201);
  return (await response.json()).data;
}

const open = (token: string) => api.anonymous()(`/api/shared-reports/${token}`);

describe('POST /api/report-links', () => {
  it('signs a 30-day link that keeps the report’s period and sort only, naming who shared it', async () => {
    const link = await share();
    expect(link.params).toBe('filter.month=2026-11&sort=-date');
    expect(link.expires_at).toBe(new Date(NOW.getTime() + 30 * 86_400_000).toISOString());
    expect(link.created_by.name).toBe('Ada Admin');
    expect(link.url).toBe(`/shared/r/${link.token}`);
    expect(await verifyReportLink(link.token)).toEqual({
      id: link.id,
      brand_id: 2,
      report: 'events',
      params: 'filter.month=2026-11&sort=-date',
      expires_at: link.expires_at,
    });
  });

  it.each([
    ['an unknown report', { report: 'revenue' }, 'report'],
    ['an expiry that is not offered', { expires_in_days: 45 }, 'expires_in_days'],
    ['no brand', { brand_id: undefined }, 'brand_id'],
  ])('answers 422 for %s', async (_case, body, field) => {
    const response = await (await api.as('admin'))(
      '/api/report-links',
      jsonBody('POST', { brand_id: 2, report: 'events', ...body }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toHaveProperty(field);
  });

  it.each([
    ['a brand user, for their brand', 'brand', 2, 201],
    ['a brand user, for another brand', 'brand', 1, 403],
    ['a creator', 'creator', 2, 403],
    ['a Prospecting-only user', 'prospector', 2, 403],
    ['Read Only', 'readonly', 2, 403],
    ['agency staff', 'ops', 2, 201],
  ] as const)('%s: %i', async (_case, persona, brandId, status) => {
    const response = await (await api.as(persona))(
      '/api/report-links',
      jsonBody('POST', { brand_id: brandId, report: 'creators' }),
    );
    expect(response.status).toBe(status);
  });
});

describe('GET /api/shared-reports/{token}', () => {
  it('opens without a session: the brand’s events of the period, and who shared it and when', async () => {
    const link = await share();
    const response = await open(link.token);
    expect(response.status).toBe(200);
    const { data, included } = await response.json();
    expect(data.brand).toEqual({ id: 2, name: api.backend.store.brands.get(2)?.name });
    expect(data.link).toMatchObject({
      id: link.id,
      report: 'events',
      created_by: { name: 'Ada Admin' },
    });
    expect(data.events.length).toBeGreaterThan(0);
    for (const event of data.events) {
      expect(event.brand_id).toBe(2);
      expect((event.aired_date ?? event.planned_date).slice(0, 7)).toBe('2026-11');
    }
    expect(included.creators.length).toBeGreaterThan(0);
  });

  it('sends a Creators report the brand’s relationships, and no campaigns', async () => {
    const link = await share('brand', { report: 'creators', params: '' });
    const { data } = await (await open(link.token)).json();
    expect(data.relationships.length).toBeGreaterThan(0);
    expect(data.relationships.every((row: { brand_id: number }) => row.brand_id === 2)).toBe(true);
    expect(data.campaigns).toEqual([]);
  });

  it.each([
    [
      'its payload changed',
      (token: string) => {
        const [body, signature] = token.split('.');
        const payload = JSON.parse(atob((body ?? '').replace(/-/g, '+').replace(/_/g, '/')));
        const forged = btoa(JSON.stringify({ ...payload, brand_id: 1 }))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        return `${forged}.${signature}`;
      },
    ],
    [
      'its signature changed',
      (token: string) => `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
    ],
    ['it is cut short', (token: string) => token.split('.')[0] ?? ''],
    ['it is not a token', () => 'not-a-token'],
  ])('answers 401 and no data when %s', async (_case, tamper) => {
    const link = await share();
    const response = await open(tamper(link.token));
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body).toEqual({ message: expect.stringMatching(/not valid/), reason: 'invalid' });
  });

  it('answers 401 for a token signed with another payload than its link’s', async () => {
    const link = await share();
    const forged = await signReportLink({
      id: link.id,
      brand_id: 2,
      report: 'events',
      params: 'filter.month=2026-10',
      expires_at: link.expires_at,
    });
    expect((await open(forged)).status).toBe(401);
  });

  it('answers 410 once the link expired, whatever the token says', async () => {
    const link = await share();
    api.backend.store.reportLinks.update(link.id, { expires_at: '2026-11-19T00:00:00.000Z' });
    const stale = await signReportLink({
      id: link.id,
      brand_id: 2,
      report: 'events',
      params: link.params,
      expires_at: '2026-11-19T00:00:00.000Z',
    });
    const response = await open(stale);
    expect(response.status).toBe(410);
    const body = await response.json();
    expect(body.reason).toBe('expired');
    expect(body).not.toHaveProperty('data');
  });

  it('answers 410 once revoked, and the link leaves the live list', async () => {
    const link = await share();
    const admin = await api.as('admin');
    expect((await (await admin('/api/report-links?brand_id=2')).json()).data).toHaveLength(1);
    expect((await admin(`/api/report-links/${link.id}`, { method: 'DELETE' })).status).toBe(204);
    const response = await open(link.token);
    expect(response.status).toBe(410);
    expect((await response.json()).reason).toBe('revoked');
    expect((await (await admin('/api/report-links?brand_id=2')).json()).data).toEqual([]);
  });
});

describe('the live links of a brand', () => {
  it('lists live links only, newest first, for those who see the brand’s reports', async () => {
    const first = await share();
    const second = await share('brand', { report: 'creators' });
    api.backend.store.reportLinks.update(first.id, { expires_at: '2026-11-01T00:00:00.000Z' });
    const list = await (await (await api.as('readonly'))('/api/report-links?brand_id=2')).json();
    expect(list.data.map((row: { id: number }) => row.id)).toEqual([second.id]);
    expect(list.data[0]).not.toHaveProperty('token');
    expect((await (await api.as('brand'))('/api/report-links?brand_id=1')).status).toBe(403);
    expect((await (await api.as('creator'))('/api/report-links?brand_id=2')).status).toBe(403);
  });

  it('lets the brand’s users revoke, not another brand’s nor creators', async () => {
    const link = await share();
    const brandLink = await share('admin', { brand_id: 1 });
    const brand = await api.as('brand');
    expect((await brand(`/api/report-links/${brandLink.id}`, { method: 'DELETE' })).status).toBe(
      403,
    );
    expect(
      (await (await api.as('creator'))(`/api/report-links/${link.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(403);
    expect((await brand(`/api/report-links/${link.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await brand('/api/report-links/999', { method: 'DELETE' })).status).toBe(404);
  });
});
