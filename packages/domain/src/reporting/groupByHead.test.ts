import { describe, expect, it } from 'vitest';
import type { Event } from '../model/Event.ts';
import { buildBrand, buildEvent } from './events.fixtures.ts';
import { getBrandHead } from './getBrandHead.ts';
import { groupByHead } from './groupByHead.ts';

const acme = buildBrand(3, 'Acme');

describe('groupByHead', () => {
  it.each<[string, Event[], [string, string[]][]]>([
    [
      'by head, in the order heads first appear, leaving out events without one',
      [
        buildEvent({ title: 'a', brand_id: 3, brand: acme }),
        buildEvent({ title: 'b', brand_id: 5 }),
        buildEvent({ title: 'c', brand_id: null }),
        buildEvent({ title: 'd', brand_id: 3, brand: acme }),
      ],
      [
        ['Acme', ['a', 'd']],
        ['Brand 5', ['b']],
      ],
    ],
    [
      'named by the first event of the group',
      [
        buildEvent({ title: 'a', brand_id: 3 }),
        buildEvent({ title: 'b', brand_id: 3, brand: acme }),
      ],
      [['Brand 3', ['a', 'b']]],
    ],
    ['nothing from no events', [], []],
  ])('groups %s', (_case, events, groups) => {
    expect(
      groupByHead(events, getBrandHead).map(({ head, items }) => [
        head.name,
        items.map((event) => event.title),
      ]),
    ).toEqual(groups);
  });
});
