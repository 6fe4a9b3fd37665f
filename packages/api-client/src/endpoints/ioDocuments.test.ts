import type { Campaign } from '@airtime/domain';
import { beforeEach, describe, expect, it } from 'vitest';

import { failure, REFERENCE_DATE, setupMockApi, signedInAs } from '../test/mockApi.ts';
import { getCampaign } from './campaigns.ts';
import { createIoDocument, getIoDocument, getIoDocumentDraft } from './ioDocuments.ts';

const { backend } = setupMockApi();
beforeEach(() => backend.reset({ seed: 1, referenceDate: REFERENCE_DATE }));

const hasDocument = (campaign: Campaign) =>
  backend.store.ioDocuments.lookupOne('campaign_id', campaign.id) !== undefined;

/** A live campaign without an IO, optionally of a creator or in a group. */
function campaignWithoutIo(match: (campaign: Campaign) => boolean = () => true): Campaign {
  const campaign = backend.store.campaigns.all().find((row) => !hasDocument(row) && match(row));
  if (campaign === undefined) throw new Error('The seed has no such campaign.');
  return campaign;
}

describe('getIoDocumentDraft', () => {
  it("decodes the draft: suggested number, the campaign's records, unaired events and total", async () => {
    const test = await signedInAs('admin@airtime.test');
    const campaign = campaignWithoutIo();
    const draft = await test.client.request(getIoDocumentDraft, { params: { id: campaign.id } });
    expect(draft).toMatchObject({
      campaign_id: campaign.id,
      number: `IO-2026-${String(campaign.id).padStart(4, '0')}`,
      replaces_existing: false,
      campaign: { id: campaign.id },
      brand: { id: campaign.brand_id },
      creator: { id: campaign.publisher_id },
      channel: { id: campaign.content_id },
    });
    expect(draft.events.every((event) => event.aired_date === null)).toBe(true);
    expect(draft.total_rate).toBe(draft.events.reduce((sum, event) => sum + (event.rate ?? 0), 0));
    expect(test.warnings).toEqual([]);
  });
});

describe('createIoDocument and getIoDocument', () => {
  it('answers 404 before a campaign has an IO', async () => {
    const test = await signedInAs('admin@airtime.test');
    const campaign = campaignWithoutIo();
    await expect(
      test.client.request(getIoDocument, { params: { id: campaign.id } }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('creates the IO with the draft number, then reads it and the campaign', async () => {
    const test = await signedInAs('admin@airtime.test');
    const campaign = campaignWithoutIo();
    const draft = await test.client.request(getIoDocumentDraft, { params: { id: campaign.id } });
    const created = await test.client.request(createIoDocument, {
      params: { id: campaign.id },
      body: { number: draft.number },
    });
    expect(created).toMatchObject({
      campaign_id: campaign.id,
      number: draft.number,
      sent_at: null,
      signed_at: null,
      file_url: `/api/campaigns/${campaign.id}/io-document/file.pdf`,
    });
    const read = await test.client.request(getIoDocument, { params: { id: campaign.id } });
    expect(read.id).toBe(created.id);
    const after = await test.client.request(getCampaign, { params: { id: campaign.id } });
    expect(after.io_status).toBe('created');
    expect(after.ioDocument?.id).toBe(created.id);
  });

  it('sends an IO: approved, and an io_create campaign moves to io_approval', async () => {
    const test = await signedInAs('admin@airtime.test');
    const campaign = campaignWithoutIo((row) => row.group === 'io_create');
    const sent = await test.client.request(createIoDocument, {
      params: { id: campaign.id },
      body: { number: `IO-TEST-${campaign.id}`, send: true },
    });
    expect(sent.sent_at).not.toBeNull();
    const after = await test.client.request(getCampaign, { params: { id: campaign.id } });
    expect(after).toMatchObject({ io_status: 'approved', group: 'io_approval' });
  });

  it('surfaces a taken or malformed number as a 422 on number', async () => {
    const test = await signedInAs('admin@airtime.test');
    const [first, second] = backend.store.campaigns.all() as [Campaign, Campaign];
    await test.client.request(createIoDocument, {
      params: { id: first.id },
      body: { number: 'IO-TAKEN-1' },
    });
    const taken = await failure(
      test.client.request(createIoDocument, {
        params: { id: second.id },
        body: { number: 'io-taken-1' },
      }),
    );
    expect(taken.status).toBe(422);
    expect(taken.fieldError('number')).toBe('The number has already been taken.');
    const malformed = await failure(
      test.client.request(createIoDocument, {
        params: { id: second.id },
        body: { number: 'IO 2026/1' },
      }),
    );
    expect(malformed.fieldError('number')).toMatch(/letters, numbers and dashes/);
  });

  it("lets the campaign's creator user read the IO, not a brand user", async () => {
    const admin = await signedInAs('admin@airtime.test');
    const campaign = campaignWithoutIo(
      (row) => row.publisher_id === 1 && [2, 3, 5].includes(row.brand_id),
    );
    await admin.client.request(createIoDocument, {
      params: { id: campaign.id },
      body: { number: `IO-CREATOR-${campaign.id}` },
    });
    const creator = await signedInAs('creator@airtime.test');
    const read = await creator.client.request(getIoDocument, { params: { id: campaign.id } });
    expect(read.number).toBe(`IO-CREATOR-${campaign.id}`);
    const brand = await signedInAs('brand@airtime.test');
    await expect(
      brand.client.request(getIoDocument, { params: { id: campaign.id } }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("refuses a Read Only user's IO with the server's message", async () => {
    const test = await signedInAs('readonly@airtime.test');
    const campaign = campaignWithoutIo();
    await expect(
      test.client.request(createIoDocument, {
        params: { id: campaign.id },
        body: { number: 'IO-RO-1' },
      }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Your account is read-only: you cannot make changes.',
    });
  });
});
