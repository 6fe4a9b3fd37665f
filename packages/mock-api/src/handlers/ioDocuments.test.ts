import { describe, expect, it } from 'vitest';
import { recordBus } from '../test/bus.ts';
import { jsonBody, useMockApi } from '../test/mockApi.ts';

const api = useMockApi();
const store = () => api.backend.store;

/** A campaign of the creator persona's creators, with or without an IO document. */
function personaCampaign(withDocument: boolean) {
  const campaign = store()
    .campaigns.all()
    .find(
      (row) =>
        [1, 2].includes(row.publisher_id) &&
        (store().ioDocuments.lookupOne('campaign_id', row.id) !== undefined) === withDocument,
    );
  if (campaign === undefined) throw new Error('seed has no such campaign');
  return campaign;
}

describe('GET /api/campaigns/{id}/io-document', () => {
  it('answers the document to agency staff and to the campaign’s creator users', async () => {
    const campaign = personaCampaign(true);
    for (const persona of ['ops', 'creator'] as const) {
      const response = await (await api.as(persona))(`/api/campaigns/${campaign.id}/io-document`);
      expect(response.status).toBe(200);
      expect((await response.json()).data).toMatchObject({
        campaign_id: campaign.id,
        number: expect.stringMatching(/^IO-/),
      });
    }
  });

  it.each([
    ['a brand user', 'brand', (): number | undefined => personaCampaign(true).id, 403],
    ['a campaign without one', 'ops', () => personaCampaign(false).id, 404],
    ['an unknown campaign', 'ops', (): number | undefined => 99_999, 404],
    [
      'a creator user, another creator’s campaign',
      'creator',
      () =>
        store()
          .campaigns.all()
          .find((row) => row.publisher_id > 2)?.id ?? 0,
      403,
    ],
  ] as const)('refuses %s', async (_label, persona, id, status) => {
    expect((await (await api.as(persona))(`/api/campaigns/${id()}/io-document`)).status).toBe(
      status,
    );
  });

  it('serves the document as a PDF', async () => {
    const campaign = personaCampaign(true);
    const response = await (await api.as('creator'))(
      `/api/campaigns/${campaign.id}/io-document/file.pdf`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = new TextDecoder().decode(await response.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // Every cross-reference entry points at its object, so readers open it without repair.
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => {
      expect(text.startsWith(`${index + 1} 0 obj`, offset)).toBe(true);
    });
  });
});

describe('GET /api/campaigns/{id}/io-document/create', () => {
  it('answers the draft: a number, the unaired events and their total', async () => {
    const campaign = personaCampaign(false);
    const { data } = await (
      await (
        await api.as('ops')
      )(`/api/campaigns/${campaign.id}/io-document/create`)
    ).json();
    expect(data).toMatchObject({
      campaign_id: campaign.id,
      number: `IO-2026-${String(campaign.id).padStart(4, '0')}`,
      brand: { id: campaign.brand_id },
      creator: { id: campaign.publisher_id },
      replaces_existing: false,
    });
    expect(
      data.events.every((event: { aired_date: string | null }) => event.aired_date === null),
    ).toBe(true);
    expect(data.total_rate).toBe(
      data.events.reduce(
        (sum: number, event: { rate: number | null }) => sum + (event.rate ?? 0),
        0,
      ),
    );
  });

  it.each([
    ['a creator user', 'creator', 1, 403],
    ['an unknown campaign', 'ops', 99_999, 404],
  ] as const)('refuses %s', async (_label, persona, id, status) => {
    expect((await (await api.as(persona))(`/api/campaigns/${id}/io-document/create`)).status).toBe(
      status,
    );
  });
});

describe('POST /api/campaigns/{id}/io-document', () => {
  it('creates the document and marks the campaign’s IO created', async () => {
    const campaign = personaCampaign(false);
    const client = await api.as('ops');
    const bus = recordBus(api.backend.bus);
    const response = await client(
      `/api/campaigns/${campaign.id}/io-document`,
      jsonBody('POST', { number: 'IO-TEST-1' }),
    );
    bus.stop();
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({
      campaign_id: campaign.id,
      number: 'IO-TEST-1',
      file_url: `/api/campaigns/${campaign.id}/io-document/file.pdf`,
      sent_at: null,
    });
    expect(store().campaigns.get(campaign.id)?.io_status).toBe('created');
    expect(bus.messages).toEqual([
      expect.objectContaining({ channel: 'private-agency', event: 'campaign.updated' }),
    ]);
  });

  it('sends it: the IO moves to IO approval and the creator’s users are notified', async () => {
    const campaign = personaCampaign(true);
    store().campaigns.update(campaign.id, { status: 'in-progress', group: 'io_create' });
    const client = await api.as('ops');
    const bus = recordBus(api.backend.bus);
    const response = await client(
      `/api/campaigns/${campaign.id}/io-document`,
      jsonBody('POST', { number: 'IO-TEST-2', send: true }),
    );
    bus.stop();
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      number: 'IO-TEST-2',
      sent_at: '2026-11-20T12:00:00.000Z',
      signed_at: null,
    });
    expect(store().campaigns.get(campaign.id)).toMatchObject({
      io_status: 'approved',
      group: 'io_approval',
    });
    expect(bus.messages).toContainEqual(
      expect.objectContaining({ channel: 'private-user.8', event: 'notification.created' }),
    );
  });

  it.each([
    ['no number', {} as { number?: string }, 'number'],
    ['a number with spaces', { number: 'IO 1' }, 'number'],
    ['a number another campaign has', { number: '__taken__' }, 'number'],
    ['a bad send flag', { number: 'IO-9', send: 'yes please' }, 'send'],
  ])('answers 422 for %s, store unchanged', async (_label, payload, field) => {
    const campaign = personaCampaign(false);
    const taken = store().ioDocuments.all()[0]?.number;
    const body =
      'number' in payload && payload.number === '__taken__' ? { number: taken } : payload;
    const client = await api.as('ops');
    const before = store().revision;
    const response = await client(
      `/api/campaigns/${campaign.id}/io-document`,
      jsonBody('POST', body),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
    expect(store().revision).toBe(before);
  });

  it.each([
    ['a creator user', 'creator', 1, 403],
    ['a brand user', 'brand', 1, 403],
    ['an unknown campaign', 'ops', 99_999, 404],
  ] as const)('refuses %s', async (_label, persona, id, status) => {
    const response = await (await api.as(persona))(
      `/api/campaigns/${id}/io-document`,
      jsonBody('POST', { number: 'IO-X' }),
    );
    expect(response.status).toBe(status);
  });
});
