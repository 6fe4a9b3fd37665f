import { describe, expect, it } from 'vitest';
import { buildBrand } from './events.fixtures.ts';
import { getBrandHead } from './getBrandHead.ts';
import type { GroupHead } from './groupByHead.ts';

describe('getBrandHead', () => {
  it.each<[string, Parameters<typeof getBrandHead>[0], GroupHead | null]>([
    [
      'the included brand',
      { brand_id: 3, brand: buildBrand(3, 'Acme', 'acme.png') },
      { id: 3, name: 'Acme', logo: 'acme.png' },
    ],
    ['a brand by id when not included', { brand_id: 3 }, { id: 3, name: 'Brand 3', logo: null }],
    ['nothing for an unbooked event', { brand_id: null }, null],
  ])('heads a row with %s', (_case, event, head) => {
    expect(getBrandHead(event)).toEqual(head);
  });
});
