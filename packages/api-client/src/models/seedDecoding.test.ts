import { describe, expect, it } from 'vitest';
import { list, one } from '../decode/decoders.ts';
import type { RecordModel } from '../decode/defineModel.ts';
import { setupMockApi, signedInAs, type TestClient } from '../test/mockApi.ts';
import { assigneeModel } from './assignee.ts';
import { agencyModel, brandModel, brandStatsModel } from './brand.ts';
import { campaignModel, ioDocumentModel, relationshipModel } from './campaign.ts';
import { contactModel } from './contact.ts';
import {
  channelModel,
  creatorModel,
  paymentPreferenceModel,
  selectableCreatorModel,
} from './creator.ts';
import { categoryModel } from './dictionaries.ts';
import { eventModel, eventProductionModel, tagModel } from './event.ts';
import { messageModel, threadModel } from './messaging.ts';
import { processModel } from './process.ts';
import { integrationModel, offerModel, promoCodeModel, trackerModel } from './sales.ts';
import { searchResultModel } from './searchResult.ts';

// Proves the schemas match the fake: every seeded row of the main lists decodes, none dropped.

const { backend } = setupMockApi();

/** Pages cap per list, so a larger seed cannot make this test slow. */
const MAX_PAGES = 60;

async function fetchJson(test: TestClient, path: string): Promise<unknown> {
  const response = await test.fetch(path);
  expect(response.status, path).toBe(200);
  return response.json();
}

/** Decodes every page of a list; answers how many rows the server sent and how many were kept. */
async function decodeAllPages<T>(
  test: TestClient,
  path: string,
  model: RecordModel<T>,
  warnings: string[],
): Promise<{ sent: number; kept: T[] }> {
  const decode = list(model);
  const kept: T[] = [];
  let sent = 0;
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const url = `${path}${separator}per_page=100${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`;
    const raw = (await fetchJson(test, url)) as { data: unknown[] };
    sent += raw.data.length;
    const decoded = decode(raw, (message) => warnings.push(message));
    kept.push(...decoded.data);
    cursor = decoded.links.next;
    if (cursor === null) break;
  }
  return { sent, kept };
}

function firstId(table: { all(): readonly { id: number }[] }): number {
  const row = table.all()[0];
  if (row === undefined) throw new Error('The seed has no row here');
  return row.id;
}

describe('the seeded data decodes with every row kept', () => {
  const thread = () => firstId(backend.store.threads);

  it.each<[string, () => string, RecordModel<unknown>]>([
    ['brands', () => '/api/brands', brandModel],
    ['agencies', () => '/api/agencies', agencyModel],
    ['assignees', () => '/api/assignees', assigneeModel],
    ['creators', () => '/api/creators', creatorModel],
    ['channels', () => '/api/content', channelModel],
    ['campaigns', () => '/api/new-campaigns', campaignModel],
    ['events', () => '/api/new-events', eventModel],
    ['productions', () => '/api/event-production', eventProductionModel],
    ['offers', () => '/api/offers', offerModel],
    ['trackers', () => '/api/trackers', trackerModel],
    ['relationships', () => '/api/relationships', relationshipModel],
    ['processes', () => '/api/processes', processModel],
    ['integrations', () => '/api/integrations', integrationModel],
    ['promo codes', () => '/api/promo_codes', promoCodeModel],
    ['payment preferences', () => '/api/payment_preferences', paymentPreferenceModel],
    ['tags', () => '/api/tags', tagModel],
    ['categories', () => '/api/categories', categoryModel],
    ['brand contacts', () => '/api/brands/2/contacts', contactModel],
    ['a thread’s messages', () => `/api/threads/${thread()}/messages`, messageModel],
    ['the agency search', () => '/api/navigation-search?s=a&limit=50', searchResultModel],
  ])('%s', async (_what, path, model) => {
    const test = await signedInAs('admin@airtime.test');
    const warnings: string[] = [];
    const { sent, kept } = await decodeAllPages(test, path(), model, warnings);
    expect(warnings).toEqual([]);
    expect(sent).toBeGreaterThan(0);
    expect(kept).toHaveLength(sent);
  });

  it('every thread’s messages', async () => {
    const test = await signedInAs('admin@airtime.test');
    const warnings: string[] = [];
    let sent = 0;
    let kept = 0;
    for (const stored of backend.store.threads.all()) {
      const path = `/api/threads/${stored.id}/messages`;
      const thread = await decodeAllPages(test, path, messageModel, warnings);
      sent += thread.sent;
      kept += thread.kept.length;
    }
    expect(warnings).toEqual([]);
    expect(sent).toBeGreaterThan(0);
    expect(kept).toBe(sent);
  });

  it('gives a reply whose parent is on another page that parent, from included.messages', async () => {
    const test = await signedInAs('admin@airtime.test');
    const { store } = backend;
    // Five threads with replies, four messages a page: some replies' parents are on other pages.
    const threads = store.threads
      .all()
      .filter((row) =>
        store.messages.lookup('thread_id', row.id).some((message) => message.parent_id !== null),
      )
      .slice(0, 5);
    const warnings: string[] = [];
    let offPage = 0;
    for (const stored of threads) {
      const path = `/api/threads/${stored.id}/messages?per_page=4`;
      let cursor: string | null = null;
      do {
        const url = cursor === null ? path : `${path}&cursor=${encodeURIComponent(cursor)}`;
        const raw = (await fetchJson(test, url)) as { data: unknown[] };
        const page = list(messageModel)(raw, (message) => warnings.push(message));
        const onPage = new Set(page.data.map((message) => message.id));
        for (const message of page.data) {
          if (message.parent_id == null || onPage.has(message.parent_id)) continue;
          offPage += 1;
          expect(message.parent?.id).toBe(message.parent_id);
        }
        cursor = page.links.next;
      } while (cursor !== null);
    }
    expect(warnings).toEqual([]);
    expect(offPage).toBeGreaterThan(0);
  });

  it('fills list relations from included: campaigns get brand, creator and channel', async () => {
    const test = await signedInAs('admin@airtime.test');
    const raw = await fetchJson(test, '/api/new-campaigns?per_page=50');
    const page = list(campaignModel)(raw, () => {});
    for (const campaign of page.data) {
      expect(campaign.brand?.id).toBe(campaign.brand_id);
      expect(campaign.creator?.id).toBe(campaign.publisher_id);
      expect(campaign.channel?.id).toBe(campaign.content_id);
    }
  });

  it('fills message authors from included.users', async () => {
    const test = await signedInAs('admin@airtime.test');
    const raw = await fetchJson(test, `/api/threads/${thread()}/messages`);
    const page = list(messageModel)(raw, () => {});
    expect(page.data.length).toBeGreaterThan(0);
    for (const message of page.data) expect(message.user?.id).toBe(message.user_id);
  });
});

describe('detail answers decode without warnings', () => {
  const campaign = () => firstId(backend.store.campaigns);
  const event = () => firstId(backend.store.events);
  const production = () => firstId(backend.store.eventProductions);
  const relationship = () => firstId(backend.store.relationships);
  const withIo = () => {
    const document = backend.store.ioDocuments.all()[0];
    if (document === undefined) throw new Error('The seed has no IO document');
    return document.campaign_id;
  };

  it.each<[string, () => string, RecordModel<unknown>]>([
    ['a brand', () => '/api/brands/2', brandModel],
    ['brand stats', () => '/api/brand/2/stats', brandStatsModel],
    ['the Airtime agency', () => '/api/agencies/38', agencyModel],
    ['a creator', () => '/api/creators/1', creatorModel],
    ['a campaign', () => `/api/new-campaigns/${campaign()}`, campaignModel],
    ['an event', () => `/api/new-events/${event()}`, eventModel],
    ['a production', () => `/api/event-production/${production()}`, eventProductionModel],
    ['a relationship', () => `/api/relationships/${relationship()}`, relationshipModel],
    ['an IO document', () => `/api/campaigns/${withIo()}/io-document`, ioDocumentModel],
  ])('%s', async (_what, path, model) => {
    const test = await signedInAs('admin@airtime.test');
    const warnings: string[] = [];
    const record = one(model)(await fetchJson(test, path()), (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    expect(record).toBeTypeOf('object');
  });

  it('a thread found by its record', async () => {
    const test = await signedInAs('admin@airtime.test');
    const stored = backend.store.threads.all()[0];
    if (stored === undefined) throw new Error('The seed has no thread');
    const path = `/api/threads/${stored.subject_type}/${stored.subject_id}/${stored.visibility}`;
    const warnings: string[] = [];
    const thread = one(threadModel)(await fetchJson(test, path), (m) => warnings.push(m));
    expect(warnings).toEqual([]);
    expect(thread.id).toBe(stored.id);
  });

  it('the creator app’s selectable creators', async () => {
    const test = await signedInAs('creator@airtime.test');
    const warnings: string[] = [];
    const { sent, kept } = await decodeAllPages(
      test,
      '/api/creator/creators-with-access',
      selectableCreatorModel,
      warnings,
    );
    expect(warnings).toEqual([]);
    expect(kept).toHaveLength(sent);
    expect(sent).toBe(2);
  });
});
