import { CAMPAIGN_STATUSES } from '@airtime/domain';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS_OPTIONS, optionsOf } from './statusOptions.ts';

describe('CAMPAIGN_STATUS_OPTIONS', () => {
  it('offers every status once, in the domain order', () => {
    expect(CAMPAIGN_STATUS_OPTIONS.map((option) => option.id)).toEqual([...CAMPAIGN_STATUSES]);
  });

  it('gives each option its own label', () => {
    const labels = CAMPAIGN_STATUS_OPTIONS.map((option) => option.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each([
    ['active', 'Active'],
    ['review', 'Review'],
    ['renewal', 'Renewal'],
    ['cancelled', 'Cancelled'],
    ['paused', 'Paused'],
    ['no-response', 'No Response'],
    ['archived', 'Completed'],
    ['brand-negotiations', 'Planning (brand)'],
    ['publisher-negotiations', 'Planning (creator)'],
    ['rejected', 'No Thanks'],
    ['renewed', 'Renewed'],
    ['renew-recommendation', 'Suggested Renewal'],
    ['in-progress', 'In Progress'],
  ] as const)('labels %s as %s', (status, label) => {
    expect(CAMPAIGN_STATUS_OPTIONS.find((option) => option.id === status)?.label).toBe(label);
  });
});

describe('optionsOf', () => {
  it.each([
    [
      ['low', 'high'],
      [
        { id: 'low', label: 'Low' },
        { id: 'high', label: 'High' },
      ],
    ],
    [[], []],
  ] as const)('%j as options: %j', (values, options) => {
    expect(optionsOf(values, { low: 'Low', high: 'High' })).toEqual(options);
  });
});
