import { describe, expect, it } from 'vitest';
import { computeEventExpectedValue } from './computeEventExpectedValue.ts';
import { buildProduction } from './events.fixtures.ts';

describe('computeEventExpectedValue', () => {
  it.each<[string, Parameters<typeof computeEventExpectedValue>[0], number]>([
    [
      'a medium projection: half the rate',
      { rate: 1000, production: buildProduction('medium') },
      500,
    ],
    ['a low projection, to the cent', { rate: 333, production: buildProduction('low') }, 33.3],
    ['happened: the whole rate', { rate: 700, production: buildProduction('happened') }, 700],
    ['failed: nothing', { rate: 700, production: buildProduction('failed') }, 0],
    ['no production: nothing', { rate: 1000 }, 0],
    ['a production not judged yet: nothing', { rate: 1000, production: buildProduction(null) }, 0],
    ['no rate: nothing', { rate: null, production: buildProduction('high') }, 0],
  ])('%s', (_case, event, expected) => {
    expect(computeEventExpectedValue(event)).toBe(expected);
  });
});
