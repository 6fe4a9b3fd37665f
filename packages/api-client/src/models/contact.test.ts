import { describe, expect, it } from 'vitest';
import { decodeWithWarnings } from '../test/decode.ts';
import { contactModel } from './contact.ts';

const decode = (raw: unknown) => decodeWithWarnings(contactModel, raw);

const at = '2026-01-02T03:04:05.000Z';
const contact = {
  id: 1,
  subject_type: 'brand',
  subject_id: 2,
  name: 'Grace Hopper',
  email: 'grace@acme.test',
  phone: null,
  title: 'Head of Growth',
  is_primary: true,
  created_at: at,
  updated_at: at,
  deleted_at: null,
};

describe('contact model', () => {
  it('a valid contact passes', () => {
    expect(decode(contact)).toEqual({ record: contact, warnings: [] });
  });

  it.each<[string, unknown]>([
    ['subject_type', 'planet'],
    ['subject_id', null],
    ['name', undefined],
    ['email', 7],
    ['is_primary', 'true'],
  ])('a contact with a bad %s is left out with a warning', (field, value) => {
    const { record, warnings } = decode({ ...contact, [field]: value });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining(`(${field}:`)]);
  });

  it('a soft-deleted contact is left out', () => {
    expect(decode({ ...contact, deleted_at: at })).toEqual({
      record: undefined,
      warnings: ['Left out contact 1: it is deleted.'],
    });
  });
});
