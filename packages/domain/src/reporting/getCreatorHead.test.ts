import { describe, expect, it } from 'vitest';
import { buildCreator } from './events.fixtures.ts';
import { getCreatorHead } from './getCreatorHead.ts';
import type { GroupHead } from './groupByHead.ts';

describe('getCreatorHead', () => {
  it.each<[string, Parameters<typeof getCreatorHead>[0], GroupHead]>([
    [
      'the included creator',
      { publisher_id: 7, creator: buildCreator(7, 'Ada', 'ada.png') },
      { id: 7, name: 'Ada', logo: 'ada.png' },
    ],
    [
      'a creator by id when not included',
      { publisher_id: 7 },
      { id: 7, name: 'Creator 7', logo: null },
    ],
  ])('heads a row with %s', (_case, event, head) => {
    expect(getCreatorHead(event)).toEqual(head);
  });
});
