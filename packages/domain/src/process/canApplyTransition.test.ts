import { describe, expect, it } from 'vitest';
import type { Process } from '../model/Process.ts';
import { canApplyTransition } from './canApplyTransition.ts';

const process: Process = {
  id: 9,
  subject_type: 'event_production',
  subject_id: 31,
  workflows: {
    script_approval: { status: 'brand-review', available_transitions: ['approve', 'send_notes'] },
    brief: { status: 'complete', available_transitions: ['send'] },
    product_shipping: { status: 'received', available_transitions: [] },
  },
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-02T10:00:00Z',
};

describe('canApplyTransition', () => {
  it.each<[string, Process | null | undefined, string, string, boolean]>([
    ['a listed transition', process, 'script_approval', 'approve', true],
    ['another listed transition', process, 'script_approval', 'send_notes', true],
    ['the only transition of a workflow', process, 'brief', 'send', true],
    ['a transition not listed', process, 'script_approval', 'send', false],
    ['a transition listed only in another workflow', process, 'brief', 'approve', false],
    ['a workflow with no transitions', process, 'product_shipping', 'send', false],
    ['an unknown workflow', process, 'analytics_access', 'approve', false],
    ['a prototype name as workflow', process, 'constructor', 'approve', false],
    ['an empty transition name', process, 'script_approval', '', false],
    ['a differently cased transition', process, 'script_approval', 'Approve', false],
    ['a process with no workflows', { ...process, workflows: {} }, 'brief', 'send', false],
    ['no process', null, 'brief', 'send', false],
    ['a missing process', undefined, 'brief', 'send', false],
  ])('%s -> %s', (_label, subject, workflow, transition, expected) => {
    expect(canApplyTransition(subject, workflow, transition)).toBe(expected);
  });
});
