import { describe, expect, it } from 'vitest';
import type { Campaign } from '../model/Campaign.ts';
import type { EventProduction } from '../model/EventProduction.ts';
import type { Process, ProcessSubjectType } from '../model/Process.ts';
import { applyTransition } from './applyTransition.ts';

function makeProcess(subjectType: ProcessSubjectType, status: string): Process {
  return {
    id: 5,
    subject_type: subjectType,
    subject_id: 12,
    workflows: { planning: { status, available_transitions: ['advance'] } },
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
  };
}

const oldCampaignProcess = makeProcess('campaign', 'create_plan');
const newCampaignProcess = makeProcess('campaign', 'send_to_brand');

const campaign: Campaign = {
  id: 12,
  brand_id: 3,
  publisher_id: 4,
  content_id: 8,
  status: 'in-progress',
  campaign_status: 'in-progress',
  priority: 'high',
  group: 'create_plan',
  group_duration: '2 days',
  ends_at: null,
  relationship_id: null,
  io_status: 'not-started',
  back_to_tcp_production_id: null,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  deleted_at: null,
  process: oldCampaignProcess,
};

const production: EventProduction = {
  id: 12,
  event_id: 40,
  sponsorship_id: null,
  status: 'in-progress',
  is_important: false,
  projection: 'medium',
  offer_id: null,
  tracker_id: null,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  deleted_at: null,
  process: makeProcess('event_production', 'not-started'),
};

describe('applyTransition', () => {
  it.each<[string, Campaign, Partial<Campaign> | null, Campaign]>([
    [
      'replaces the process and merges the changed fields',
      campaign,
      {
        group: 'send_to_brand',
        group_duration: 'a few seconds',
        updated_at: '2026-03-05T09:00:00Z',
      },
      {
        ...campaign,
        group: 'send_to_brand',
        group_duration: 'a few seconds',
        updated_at: '2026-03-05T09:00:00Z',
        process: newCampaignProcess,
      },
    ],
    [
      'keeps the new process when the subject carries a stale one',
      campaign,
      { status: 'active', process: oldCampaignProcess },
      { ...campaign, status: 'active', process: newCampaignProcess },
    ],
    [
      'only replaces the process when the subject is null',
      campaign,
      null,
      { ...campaign, process: newCampaignProcess },
    ],
    [
      'only replaces the process when the subject is empty',
      campaign,
      {},
      { ...campaign, process: newCampaignProcess },
    ],
    [
      'adds the process to a record that had none',
      { ...campaign, process: undefined } as unknown as Campaign,
      { status: 'active' },
      { ...campaign, status: 'active', process: newCampaignProcess },
    ],
  ])('campaign: %s', (_label, record, subject, expected) => {
    expect(applyTransition(record, { process: newCampaignProcess, subject })).toEqual(expected);
  });

  it.each<[string, ProcessSubjectType]>([
    ['event production', 'event_production'],
    ['creator', 'creator'],
  ])('%s: replaces the process and ignores the subject', (_label, subjectType) => {
    const process = makeProcess(subjectType, 'complete');
    const result = applyTransition(production, { process, subject: { status: 'aired' } });
    expect(result).toEqual({ ...production, process });
  });

  it('leaves the original record untouched', () => {
    applyTransition(campaign, { process: newCampaignProcess, subject: { status: 'active' } });
    expect(campaign.status).toBe('in-progress');
    expect(campaign.process).toBe(oldCampaignProcess);
  });

  it('throws on a subject type it does not know', () => {
    const process = { ...newCampaignProcess, subject_type: 'invoice' as ProcessSubjectType };
    expect(() => applyTransition(campaign, { process, subject: null })).toThrow(
      'Unexpected process subject type: "invoice"',
    );
  });
});
