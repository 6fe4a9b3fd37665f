import { describe, expect, it } from 'vitest';
import type { RecordModel } from '../decode/defineModel.ts';
import { decodeWithWarnings as decode } from '../test/decode.ts';
import { agencyModel, brandCustomMetricTypeModel, brandModel, brandStatsModel } from './brand.ts';

const at = '2026-01-02T03:04:05.000Z';
const brand = {
  id: 2,
  name: 'Acme',
  logo: 'data:image/svg+xml,x',
  is_active: true,
  last_event_date: '2026-10-01',
  representative_id: 2,
  airtime_customer: true,
  converted: false,
  budget: 120000,
  website: null,
  industry_id: 4,
  invoicing_customer: { id: 4, name: 'Acme Inc.', email: null },
  created_at: at,
  updated_at: at,
  deleted_at: null,
};
const stats = {
  brand_id: 2,
  active_campaigns_count: 3,
  creators_count: 4,
  aired_events_count: 10,
  upcoming_events_count: 2,
  total_spend: 5000,
  total_views: 100000,
  average_cpm: null,
};
const metric = {
  id: 1,
  brand_id: 2,
  name: 'Signups',
  format: 'number',
  created_at: at,
  deleted_at: null,
};
const user = { id: 2, firstname: 'Ada', lastname: 'Admin', avatar: null, email: 'a@airtime.test' };
const agency = {
  id: 38,
  name: 'Airtime',
  logo: null,
  website: 'https://airtime.test',
  created_at: at,
  updated_at: at,
  deleted_at: null,
};
const rep = {
  id: 7,
  user_id: 2,
  type: 'tcp_rep',
  subject_type: 'agency',
  subject_id: 38,
  created_at: at,
  user,
};

describe('brand and agency models', () => {
  it.each<[string, RecordModel<unknown>, Record<string, unknown>]>([
    ['brand', brandModel, brand],
    ['brand stats', brandStatsModel, stats],
    ['custom metric type', brandCustomMetricTypeModel, metric],
    ['agency', agencyModel, agency],
  ])('a valid %s passes', (_name, model, raw) => {
    const { record, warnings } = decode(model, raw);
    expect(warnings).toEqual([]);
    expect(record).toEqual(raw);
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>, string, unknown]>([
    ['brand', brandModel, brand, 'name', undefined],
    ['brand', brandModel, brand, 'is_active', 'yes'],
    ['brand', brandModel, brand, 'budget', '120000'],
    ['brand', brandModel, brand, 'invoicing_customer', 'Acme Inc.'],
    ['brand', brandModel, brand, 'representative_id', undefined],
    ['brand stats', brandStatsModel, stats, 'total_spend', null],
    ['custom metric type', brandCustomMetricTypeModel, metric, 'format', 'ratio'],
    ['agency', agencyModel, agency, 'name', null],
    ['agency', agencyModel, agency, 'id', '38'],
    ['agency', agencyModel, agency, 'logo', 3],
  ])('a %s with a bad %s is left out with a warning', (_name, model, raw, field, value) => {
    const { record, warnings } = decode(model, { ...raw, [field]: value });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/does not match its schema/)]);
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>]>([
    ['brand', brandModel, brand],
    ['custom metric type', brandCustomMetricTypeModel, metric],
    ['agency', agencyModel, agency],
  ])('a soft-deleted %s is left out', (_name, model, raw) => {
    const { record, warnings } = decode(model, { ...raw, deleted_at: at });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/it is deleted/)]);
  });

  it('reads a brand sent without an invoicing customer as not connected', () => {
    const { invoicing_customer: _customer, ...bare } = brand;
    expect(decode(brandModel, bare).record).toEqual({ ...brand, invoicing_customer: null });
  });

  it('reads the 1 and 0 Laravel sends for uncast boolean columns', () => {
    const { record } = decode(brandModel, { ...brand, is_active: 0, airtime_customer: 1 });
    expect(record?.is_active).toBe(false);
    expect(record?.airtime_customer).toBe(true);
  });

  it('fills the representative from included.users', () => {
    const { record, warnings } = decode(brandModel, brand, { users: [user] });
    expect(warnings).toEqual([]);
    expect(record?.representative).toEqual(user);
  });

  it('keeps a brand whose representative is not sent (not required)', () => {
    const { record, warnings } = decode(brandModel, brand, { users: [] });
    expect(warnings).toEqual([]);
    expect(record?.representative).toBeUndefined();
  });

  it('fills the embedded relations of the detail call', () => {
    const thread = {
      id: 5,
      subject_type: 'brand',
      subject_id: 2,
      visibility: 'internal',
      latest_message_at: null,
      has_unread_messages: false,
      created_at: at,
    };
    const { record, warnings } = decode(brandModel, {
      ...brand,
      representative: user,
      industry: { id: 4, name: 'Consumer Tech' },
      agencies: [{ ...agency, website: null }],
      threads: [thread, { ...thread, id: 6, visibility: 'public' }],
      customMetricTypes: [metric, { ...metric, id: 2, deleted_at: at }],
    });
    expect(record?.representative?.id).toBe(2);
    expect(record?.industry?.name).toBe('Consumer Tech');
    expect(record?.agencies?.map((row) => row.id)).toEqual([38]);
    expect(record?.threads?.map((row) => row.id)).toEqual([5]);
    expect(record?.customMetricTypes?.map((row) => row.id)).toEqual([1]);
    expect(warnings).toHaveLength(2);
  });

  it('an agency embeds its rep and its brands', () => {
    const { record, warnings } = decode(agencyModel, {
      ...agency,
      rep,
      brands: [brand, { ...brand, id: 3, deleted_at: at }],
    });
    expect(record?.rep?.user.email).toBe('a@airtime.test');
    expect(record?.brands?.map((row) => row.id)).toEqual([2]);
    expect(warnings).toEqual(['Left out brand 3: it is deleted.']);
  });

  it('a rep without its user is dropped, the agency kept', () => {
    const { record, warnings } = decode(agencyModel, {
      ...agency,
      rep: { ...rep, user: undefined },
    });
    expect(record?.rep).toBeUndefined();
    expect(record?.id).toBe(38);
    expect(warnings).toHaveLength(1);
  });
});
