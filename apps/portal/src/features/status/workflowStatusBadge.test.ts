import { expect, it } from 'vitest';
import { workflowStatusBadge } from './productionBadges.ts';

it.each([
  ['product_shipping', 'not-started', 'Not Started', 'neutral'],
  ['product_shipping', 'lost', 'Lost', 'critical'],
  ['product_shipping', 'using', 'Using', 'positive'],
  ['brief', 'sent', 'Sent', 'info'],
  ['analytics_access', 'to-reconnect', 'To Reconnect', 'warning'],
  ['script_approval', 'complete', 'Approved', 'positive'],
  ['script_approval', 'brand-notes-received', 'Brand Notes Received', 'warning'],
  ['brief', 'shipped-by-drone', 'shipped-by-drone', 'neutral'],
] as const)('%s at %s reads %s (%s)', (workflow, status, label, tone) => {
  expect(workflowStatusBadge(workflow, status)).toEqual({ label, tone });
});
