import { describe, expect, it } from 'vitest';
import type { RecordModel } from '../decode/defineModel.ts';
import { decodeWithWarnings as decode } from '../test/decode.ts';
import {
  channelModel,
  creatorModel,
  paymentPreferenceModel,
  selectableCreatorModel,
} from './creator.ts';

const at = '2026-01-02T03:04:05.000Z';
const live = { created_at: at, updated_at: at, deleted_at: null };
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
  content_type_id: 12,
  name: 'The Pod',
  handle: null,
  url: 'https://pod.test',
  logo: null,
  subscribers_count: null,
  ...live,
};
const preference = {
  id: 4,
  publisher_id: 9,
  type: 2,
  is_primary: true,
  payee_name: 'Pod People LLC',
  details: 'pay@pod.test',
  created_at: at,
  updated_at: at,
};
const selectable = { id: 9, name: 'Pod People', logo: null };

describe('creator models', () => {
  it.each<[string, RecordModel<unknown>, Record<string, unknown>]>([
    ['creator', creatorModel, creator],
    ['channel', channelModel, channel],
    ['payment preference', paymentPreferenceModel, preference],
    ['selectable creator', selectableCreatorModel, selectable],
  ])('a valid %s passes', (_name, model, raw) => {
    const { record, warnings } = decode(model, raw);
    expect(warnings).toEqual([]);
    expect(record).toEqual(raw);
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>, string, unknown]>([
    ['creator', creatorModel, creator, 'outreach_emails', 'hi@pod.test'],
    ['creator', creatorModel, creator, 'rep_cm', '3'],
    ['channel', channelModel, channel, 'content_type_id', 13],
    ['channel', channelModel, channel, 'publisher_id', undefined],
    ['payment preference', paymentPreferenceModel, preference, 'type', 5],
    ['payment preference', paymentPreferenceModel, preference, 'type', 'paypal'],
    ['selectable creator', selectableCreatorModel, selectable, 'name', null],
  ])('a %s with a bad %s is left out with a warning', (_name, model, raw, field, value) => {
    const { record, warnings } = decode(model, { ...raw, [field]: value });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/does not match its schema/)]);
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>]>([
    ['creator', creatorModel, creator],
    ['channel', channelModel, channel],
  ])('a soft-deleted %s is left out', (_name, model, raw) => {
    const { record, warnings } = decode(model, { ...raw, deleted_at: at });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/it is deleted/)]);
  });

  it('a channel in a list gets its creator from included.creators', () => {
    const { record } = decode(channelModel, channel, { creators: [creator] });
    expect(record?.creator?.name).toBe('Pod People');
  });

  it('a channel whose creator is not sent is kept (creators embed channels without one)', () => {
    const { record, warnings } = decode(channelModel, channel, { creators: [] });
    expect(warnings).toEqual([]);
    expect(record?.creator).toBeUndefined();
  });

  it('a creator embeds channels, payment preferences, threads and the conversion process', () => {
    const process = {
      id: 8,
      subject_type: 'creator',
      subject_id: 9,
      workflows: { conversion: { status: 'signed', available_transitions: [] } },
      created_at: at,
      updated_at: at,
    };
    const thread = {
      id: 5,
      subject_type: 'creator',
      subject_id: 9,
      visibility: 'creator',
      latest_message_at: at,
      has_unread_messages: true,
      created_at: at,
    };
    const { record, warnings } = decode(creatorModel, {
      ...creator,
      channels: [channel, { ...channel, id: 12, deleted_at: at }],
      paymentPreferences: [preference],
      threads: [thread],
      conversionProcess: process,
    });
    expect(record?.channels?.map((row) => row.id)).toEqual([11]);
    expect(record?.paymentPreferences?.[0]?.type).toBe(2);
    expect(record?.threads?.[0]?.has_unread_messages).toBe(true);
    expect(record?.conversionProcess?.subject_type).toBe('creator');
    expect(warnings).toEqual(['Left out channel 12: it is deleted.']);
  });
});
