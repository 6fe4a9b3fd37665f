import type { ListIncluded } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import type { RecordModel } from '../decode/defineModel.ts';
import { decodeWithWarnings as decode } from '../test/decode.ts';
import { campaignModel, campaignRowModel, ioDocumentModel, relationshipModel } from './campaign.ts';

const at = '2026-01-02T03:04:05.000Z';
const live = { created_at: at, updated_at: at, deleted_at: null };
const brand = {
  id: 2,
  name: 'Acme',
  logo: null,
  is_active: true,
  last_event_date: null,
  representative_id: null,
  airtime_customer: true,
  converted: false,
  budget: null,
  website: null,
  industry_id: null,
  ...live,
};
const creator = {
  id: 9,
  name: 'Pod People',
  logo: null,
  rep_cm: 3,
  rep_tcp: null,
  outreach_emails: ['hi@pod.test'],
  converted: true,
  ...live,
};
const channel = {
  id: 11,
  publisher_id: 9,
  content_type_id: 3,
  name: 'The Pod',
  handle: 'pod',
  url: null,
  logo: null,
  subscribers_count: 1200,
  ...live,
};
const campaign = {
  id: 100,
  brand_id: 2,
  publisher_id: 9,
  content_id: 11,
  status: 'active',
  campaign_status: 'not-started',
  priority: 'high',
  group: 'cm_request',
  group_duration: '3 days',
  ends_at: null,
  relationship_id: 40,
  io_status: 'created',
  back_to_tcp_production_id: null,
  ...live,
};
const ioDocument = {
  id: 5,
  campaign_id: 100,
  number: 'IO-2026-0005',
  file_url: null,
  sent_at: null,
  signed_at: null,
  created_at: at,
  updated_at: at,
};
const relationship = {
  id: 40,
  brand_id: 2,
  publisher_id: 9,
  approval_status: 'approved',
  is_active: true,
  started_on: '2026-01-01',
  ...live,
};
const included = { brands: [brand], creators: [creator], channels: [channel] };

describe('campaign models', () => {
  it.each<[string, RecordModel<unknown>, Record<string, unknown>, ListIncluded]>([
    ['campaign', campaignModel, campaign, included],
    ['campaign row', campaignRowModel, campaign, {}],
    ['IO document', ioDocumentModel, ioDocument, {}],
    ['relationship', relationshipModel, relationship, {}],
  ])('a valid %s passes', (_name, model, raw, rows) => {
    const { record, warnings } = decode(model, raw, rows);
    expect(warnings).toEqual([]);
    expect(record).toMatchObject(raw);
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>, string, unknown]>([
    ['campaign', campaignModel, campaign, 'status', 'done'],
    ['campaign', campaignModel, campaign, 'priority', 'critical'],
    ['campaign', campaignModel, campaign, 'group', 'backlog'],
    ['campaign', campaignModel, campaign, 'campaign_status', null],
    ['campaign', campaignModel, campaign, 'brand_id', null],
    ['IO document', ioDocumentModel, ioDocument, 'number', 5],
    ['relationship', relationshipModel, relationship, 'approval_status', 'maybe'],
  ])('a %s with a bad %s is left out with a warning', (_name, model, raw, field, value) => {
    const { record, warnings } = decode(model, { ...raw, [field]: value }, included);
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/does not match its schema/)]);
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>]>([
    ['campaign', campaignModel, campaign],
    ['relationship', relationshipModel, relationship],
  ])('a soft-deleted %s is left out', (_name, model, raw) => {
    const { record, warnings } = decode(model, { ...raw, deleted_at: at }, included);
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/it is deleted/)]);
  });

  it('a campaign in a list gets brand, creator and channel from included', () => {
    const { record } = decode(campaignModel, campaign, included);
    expect(record?.brand?.name).toBe('Acme');
    expect(record?.creator?.name).toBe('Pod People');
    expect(record?.channel?.name).toBe('The Pod');
  });

  it.each([
    ['brand', { ...included, brands: [] }],
    ['creator', { ...included, creators: [] }],
    ['channel', { ...included, channels: [{ ...channel, deleted_at: at }] }],
  ])('a campaign whose %s is missing is left out', (relation, rows) => {
    const { record, warnings } = decode(campaignModel, campaign, rows);
    expect(record).toBeUndefined();
    expect(warnings.at(-1)).toBe(`Left out campaign 100: its ${relation} is missing.`);
  });

  it('a campaign row keeps a campaign whose relations were not sent', () => {
    const { record, warnings } = decode(campaignRowModel, campaign, {});
    expect(warnings).toEqual([]);
    expect(record?.brand).toBeUndefined();
  });

  it('the detail call embeds relations, process, IO document and events', () => {
    const event = {
      id: 70,
      content_id: 11,
      publisher_id: 9,
      brand_id: 2,
      title: 'Episode 1',
      url: null,
      planned_date: '2026-12-01',
      aired_date: null,
      billing_date: null,
      rate: 1000,
      actual_views: null,
      estimated_views: 5000,
      is_scheduled: true,
      reviewed_at: null,
      has_potential_matches: false,
      ...live,
    };
    const process = {
      id: 3,
      subject_type: 'campaign',
      subject_id: 100,
      workflows: { planning: { status: 'cm_request', available_transitions: ['create_plan'] } },
      created_at: at,
      updated_at: at,
    };
    const { record, warnings } = decode(campaignModel, {
      ...campaign,
      brand,
      creator,
      channel,
      relationship,
      process,
      ioDocument,
      events: [event, { ...event, id: 71, title: null }],
    });
    expect(record?.relationship?.approval_status).toBe('approved');
    expect(record?.process?.workflows.planning?.available_transitions).toEqual(['create_plan']);
    expect(record?.ioDocument?.number).toBe('IO-2026-0005');
    expect(record?.events?.map((row) => row.id)).toEqual([70]);
    expect(warnings).toHaveLength(1);
  });

  it('a relationship gets brand and creator from included, its campaigns embedded bare', () => {
    const { record, warnings } = decode(
      relationshipModel,
      { ...relationship, campaigns: [campaign] },
      { brands: [brand], creators: [creator] },
    );
    expect(warnings).toEqual([]);
    expect(record?.brand?.id).toBe(2);
    expect(record?.creator?.id).toBe(9);
    expect(record?.campaigns?.map((row) => row.id)).toEqual([100]);
  });
});
