import { describe, expect, it } from 'vitest';
import { getWorkflowStatusOptions } from './getWorkflowStatusOptions.ts';
import type { ProductionWorkflow } from './productionWorkflows.ts';

describe('getWorkflowStatusOptions', () => {
  it.each<[ProductionWorkflow, [string, string][]]>([
    [
      'product_shipping',
      [
        ['not-started', 'Not Started'],
        ['in-progress', 'In Progress'],
        ['requested', 'Requested'],
        ['ordered', 'Ordered'],
        ['sent', 'Sent'],
        ['lost', 'Lost'],
        ['received', 'Received'],
        ['using', 'Using'],
      ],
    ],
    [
      'brief',
      [
        ['not-started', 'Not Started'],
        ['complete', 'Complete'],
        ['sent', 'Sent'],
      ],
    ],
    [
      'analytics_access',
      [
        ['not-started', 'Not Started'],
        ['requested', 'Requested'],
        ['to-reconnect', 'To Reconnect'],
        ['complete', 'Complete'],
      ],
    ],
    [
      'script_approval',
      [
        ['not-started', 'Not Started'],
        ['script-received', 'Script Received'],
        ['internal-review', 'Internal Review'],
        ['brand-review', 'Brand Review'],
        ['brand-notes-received', 'Brand Notes Received'],
        ['complete', 'Approved'],
      ],
    ],
  ])('%s offers its statuses in order', (workflow, expected) => {
    expect(getWorkflowStatusOptions(workflow)).toEqual(
      expected.map(([status, title]) => ({ status, title })),
    );
  });

  it('throws on a workflow it does not know', () => {
    expect(() => getWorkflowStatusOptions('script' as ProductionWorkflow)).toThrow(
      'Unexpected production workflow: "script"',
    );
  });
});
