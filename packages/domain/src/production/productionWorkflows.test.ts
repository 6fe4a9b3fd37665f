import { describe, expect, it } from 'vitest';
import {
  isProductionWorkflow,
  PRODUCTION_WORKFLOW_TITLES,
  PRODUCTION_WORKFLOWS,
} from './productionWorkflows.ts';

describe('PRODUCTION_WORKFLOWS', () => {
  it('lists every workflow in order', () => {
    expect(PRODUCTION_WORKFLOWS).toEqual([
      'product_shipping',
      'brief',
      'analytics_access',
      'script_approval',
    ]);
  });
});

describe('PRODUCTION_WORKFLOW_TITLES', () => {
  it('pins every title, in list order', () => {
    expect(Object.entries(PRODUCTION_WORKFLOW_TITLES)).toEqual([
      ['product_shipping', 'Product Shipping'],
      ['brief', 'Brief'],
      ['analytics_access', 'Analytics Access'],
      ['script_approval', 'Script Approval'],
    ]);
  });
});

describe('isProductionWorkflow', () => {
  it.each([
    ['product_shipping', true],
    ['script_approval', true],
    ['script', false],
    ['Brief', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (value, expected) => {
    expect(isProductionWorkflow(value)).toBe(expected);
  });
});
