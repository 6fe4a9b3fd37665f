import { describe, expect, it } from 'vitest';
import { getMoveLabel, getWorkflowStatusTitle } from './workflowMoves.ts';

describe('getMoveLabel', () => {
  it.each([
    ['planning', 'brand_approval', 'Send to brand'],
    ['planning', 'send_to_creator', 'Record brand approval'],
    ['planning', 'creator_approval', 'Send to creator'],
    ['planning', 'io_create', 'Record creator approval'],
    ['planning', 'declined', 'Decline'],
    ['plan', 'creator-approved', 'Record approval'],
    ['io', 'creator-approved', 'Record signature'],
    ['io', 'approved', 'Mark sent'],
    ['conversion', 'signed', 'Move to signed'],
  ])('%s → %s reads %s', (workflow, transition, label) => {
    expect(getMoveLabel(workflow, transition)).toBe(label);
  });
});

describe('getWorkflowStatusTitle', () => {
  it.each([
    ['planning', 'io_create', 'Create IO'],
    ['planning', 'done', 'Out of planning'],
    ['io', 'creator-approved', 'Signed'],
    ['plan', 'review', 'Negotiations'],
  ])('%s at %s reads %s', (workflow, status, title) => {
    expect(getWorkflowStatusTitle(workflow, status)).toBe(title);
  });
});
