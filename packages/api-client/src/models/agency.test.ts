import { describe, expect, it } from 'vitest';
import type { RecordModel } from '../decode/defineModel.ts';
import { decodeWithWarnings as decode } from '../test/decode.ts';
import { agencyModel, assigneeModel } from './agency.ts';

const at = '2026-01-02T03:04:05.000Z';
const user = { id: 2, firstname: 'Ada', lastname: 'Admin', avatar: null, email: 'a@airtime.test' };
const assignee = {
  id: 7,
  user_id: 2,
  type: 'tcp_rep',
  subject_type: 'agency',
  subject_id: 38,
  created_at: at,
  user,
};
const agency = {
  id: 38,
  name: 'Airtime',
  logo: null,
  website: 'https://airtime.test',
  created_at: at,
  updated_at: at,
  deleted_at: null,
};

describe('agency and assignee models', () => {
  it.each<[string, RecordModel<unknown>, Record<string, unknown>]>([
    ['agency', agencyModel, agency],
    ['assignee', assigneeModel, assignee],
  ])('a valid %s passes', (_name, model, raw) => {
    const { record, warnings } = decode(model, raw);
    expect(warnings).toEqual([]);
    expect(record).toEqual(raw);
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>, string, unknown]>([
    ['agency', agencyModel, agency, 'name', null],
    ['agency', agencyModel, agency, 'id', '38'],
    ['agency', agencyModel, agency, 'logo', 3],
    ['assignee', assigneeModel, assignee, 'type', 'manager'],
    ['assignee', assigneeModel, assignee, 'subject_type', 'planet'],
    ['assignee', assigneeModel, assignee, 'user', undefined],
    ['assignee', assigneeModel, assignee, 'user', { ...user, firstname: null }],
  ])('a %s with a bad %s is left out with a warning', (_name, model, raw, field, value) => {
    const { record, warnings } = decode(model, { ...raw, [field]: value });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/does not match its schema/)]);
  });

  it('a soft-deleted agency is left out', () => {
    const { record, warnings } = decode(agencyModel, { ...agency, deleted_at: at });
    expect(record).toBeUndefined();
    expect(warnings).toEqual(['Left out agency 38: it is deleted.']);
  });

  it('an agency embeds its rep and its brands', () => {
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
      created_at: at,
      updated_at: at,
      deleted_at: null,
    };
    const { record, warnings } = decode(agencyModel, {
      ...agency,
      rep: assignee,
      brands: [brand, { ...brand, id: 3, deleted_at: at }],
    });
    expect(record?.rep?.user.email).toBe('a@airtime.test');
    expect(record?.brands?.map((row) => row.id)).toEqual([2]);
    expect(warnings).toEqual(['Left out brand 3: it is deleted.']);
  });

  it('a rep without its user is dropped, the agency kept', () => {
    const { record, warnings } = decode(agencyModel, {
      ...agency,
      rep: { ...assignee, user: undefined },
    });
    expect(record?.rep).toBeUndefined();
    expect(record?.id).toBe(38);
    expect(warnings).toHaveLength(1);
  });
});
