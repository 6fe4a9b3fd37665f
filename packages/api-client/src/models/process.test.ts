import { describe, expect, it } from 'vitest';
import { decodeWithWarnings as decode } from '../test/decode.ts';
import { processModel } from './process.ts';

const at = '2026-01-02T03:04:05.000Z';
const process = {
  id: 3,
  subject_type: 'event_production',
  subject_id: 50,
  workflows: {
    brief: { status: 'sent', available_transitions: ['complete', 'not-started'] },
    script_approval: { status: 'not-started', available_transitions: ['script-received'] },
  },
  created_at: at,
  updated_at: at,
};
describe('process model', () => {
  it('a valid process passes', () => {
    const { record, warnings } = decode(processModel, process);
    expect(warnings).toEqual([]);
    expect(record).toEqual(process);
  });

  it.each<[string, unknown]>([
    ['workflows', { brief: { status: 'sent' } }],
    ['subject_type', 'brand'],
  ])('a process with a bad %s is left out with a warning', (field, value) => {
    const { record, warnings } = decode(processModel, { ...process, [field]: value });
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/does not match its schema/)]);
  });
});
