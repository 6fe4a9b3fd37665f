import { describe, expect, it } from 'vitest';
import { dependsOnSelection } from './dependsOnSelection.ts';

describe('dependsOnSelection', () => {
  it.each([
    ['brand', '/api/brand/content?per_page=25', true],
    ['brand', '$inf$/api/brand/events?start_date=2026-11-01', true],
    ['brand', '/api/brand/creators/4', true],
    ['brand', '/api/brand/2/stats', false],
    ['brand', '$inf$/api/brand/events?brand_id[]=2&sort=date', false],
    ['brand', '/api/brand/content?brand_id=2', false],
    ['brand', '/api/brand/brands-with-access?per_page=100&sort=name', false],
    ['brand', '/api/brands/2', false],
    ['brand', '/api/relationships?brand_id=2', false],
    ['creator', '/api/creator/brands?per_page=100&sort=name', true],
    ['creator', '/api/creator/brands?creator_id=4&per_page=100&sort=name', false],
    ['creator', '/api/creator/creators-with-access?per_page=100', false],
    ['creator', '/api/brand/content', false],
  ] as const)('%s, %s: %s', (kind, url, expected) => {
    expect(dependsOnSelection(kind)(url)).toBe(expected);
  });
});
