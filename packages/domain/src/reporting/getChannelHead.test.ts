import { describe, expect, it } from 'vitest';
import { buildChannel } from './events.fixtures.ts';
import { getChannelHead } from './getChannelHead.ts';
import type { GroupHead } from './groupByHead.ts';

describe('getChannelHead', () => {
  it.each<[string, Parameters<typeof getChannelHead>[0], GroupHead]>([
    [
      'the included channel',
      { content_id: 10, channel: buildChannel(10, 'Night Owls') },
      { id: 10, name: 'Night Owls', logo: null },
    ],
    [
      'a channel by id when not included',
      { content_id: 10 },
      { id: 10, name: 'Channel 10', logo: null },
    ],
  ])('heads a row with %s', (_case, event, head) => {
    expect(getChannelHead(event)).toEqual(head);
  });
});
