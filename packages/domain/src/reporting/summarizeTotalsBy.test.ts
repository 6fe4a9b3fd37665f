import { describe, expect, it } from 'vitest';
import type { Event } from '../model/Event.ts';
import { airedEvent, buildChannel, buildCreator, plannedEvent } from './events.fixtures.ts';
import { getChannelHead } from './getChannelHead.ts';
import { getContentTypeHead } from './getContentTypeHead.ts';
import { getCreatorHead } from './getCreatorHead.ts';
import type { GroupHead } from './groupByHead.ts';
import { summarizeTotalsBy } from './summarizeTotalsBy.ts';

const ada = buildCreator(1, 'Ada');
const bo = buildCreator(2, 'Bo');
const byCreator = (creator: typeof ada, day: string, rate: number) =>
  airedEvent(day, rate, 0, 0, { publisher_id: creator.id, creator });
const onType = (contentType: 2 | 3 | 10, rate: number) =>
  airedEvent('2026-11-01', rate, 0, 0, {
    content_id: contentType * 100,
    channel: buildChannel(contentType * 100, `Channel on ${contentType}`, contentType),
  });

describe('summarizeTotalsBy', () => {
  it.each<[string, Event[], (event: Event) => GroupHead | null, [string, number, number][]]>([
    [
      'by creator, most spend first, named from the included creator',
      [
        byCreator(ada, '2026-11-01', 100),
        byCreator(bo, '2026-11-02', 300),
        byCreator(ada, '2026-11-03', 100),
      ],
      getCreatorHead,
      [
        ['Bo', 1, 300],
        ['Ada', 2, 200],
      ],
    ],
    [
      'by name when the spend is the same',
      [byCreator(bo, '2026-11-01', 100), byCreator(ada, '2026-11-02', 100)],
      getCreatorHead,
      [
        ['Ada', 1, 100],
        ['Bo', 1, 100],
      ],
    ],
    [
      'by channel, a channel not included named by its id',
      [
        plannedEvent('2026-11-09', 900, 0, { content_id: 10 }),
        airedEvent('2026-11-01', 50, 0, 0, { content_id: 11, channel: buildChannel(11, 'Owls') }),
      ],
      getChannelHead,
      [
        ['Owls', 1, 50],
        ['Channel 10', 1, 0],
      ],
    ],
    [
      'by content type, the lower id first on the same spend, unknown channels under 0',
      [onType(10, 100), onType(2, 100), onType(3, 500), airedEvent('2026-11-01', 100, 0, 0)],
      getContentTypeHead,
      [
        ['3', 1, 500],
        ['0', 1, 100],
        ['2', 1, 100],
        ['10', 1, 100],
      ],
    ],
    ['nothing from no events', [], getCreatorHead, []],
  ])('adds up %s', (_case, events, headOf, rows) => {
    expect(
      summarizeTotalsBy(events, headOf).map((row) => [row.name, row.events, row.spend]),
    ).toEqual(rows);
  });

  it.each<[string, Event[], (string | null)[]]>([
    [
      'the latest aired day of each group',
      [
        byCreator(ada, '2026-11-03', 100),
        byCreator(bo, '2026-10-30', 300),
        byCreator(ada, '2026-11-01', 100),
      ],
      ['2026-10-30', '2026-11-03'],
    ],
    [
      'none for a group with nothing aired',
      [plannedEvent('2026-11-09', 900, 0, { content_id: 10 })],
      [null],
    ],
  ])('dates %s', (_case, events, lastAired) => {
    const headOf = events.some((event) => event.creator !== undefined)
      ? getCreatorHead
      : getChannelHead;
    expect(summarizeTotalsBy(events, headOf).map((row) => row.lastAired)).toEqual(lastAired);
  });
});
