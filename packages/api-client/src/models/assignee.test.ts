import { describe, expect, it } from 'vitest';
import { decodeWithWarnings as decode } from '../test/decode.ts';
import { assigneeModel } from './assignee.ts';

const user = { id: 2, firstname: 'Ada', lastname: 'Admin', avatar: null, email: 'a@airtime.test' };
const assignee = {
  id: 7,
  user_id: 2,
  type: 'tcp_rep',
  subject_type: 'agency',
  subject_id: 38,
  created_at: '2026-01-02T03:04:05.000Z',
  user,
};

describe('assignee model', () => {
  it('a valid assignee passes', () => {
    const { record, warnings } = decode(assigneeModel, assignee);
    expect(warnings).toEqual([]);
    expect(record).toEqual(assignee);
  });

  it.each<[string, unknown]>([
    ['type', 'manager'],
    ['subject_type', 'planet'],
    ['user', undefined],
    ['user', { ...user, firstname: null }],
  ])('an assignee with a bad %s is left out with a warning', (field, value) => {
    const { record, warnings } = decode(assigneeModel, { ...assignee, [field]: value });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/does not match its schema/)]);
  });
});
