import { describe, expect, it } from 'vitest';
import { buildChannel } from './events.fixtures.ts';
import { getContentTypeHead } from './getContentTypeHead.ts';
import type { GroupHead } from './groupByHead.ts';

describe('getContentTypeHead', () => {
  it.each<[string, Parameters<typeof getContentTypeHead>[0], GroupHead]>([
    [
      "the channel's content type",
      { channel: buildChannel(10, 'A', 3) },
      { id: 3, name: '3', logo: null },
    ],
    ['0 when the channel is not included', {}, { id: 0, name: '0', logo: null }],
  ])('heads a row with %s', (_case, event, head) => {
    expect(getContentTypeHead(event)).toEqual(head);
  });
});
