import { describe, expect, it } from 'vitest';
import { encodeModal } from './encodeModal.ts';
import type { QueryModal } from './queryState.ts';

describe('encodeModal', () => {
  it.each<[string, QueryModal, string | undefined]>([
    ['no props as the bare name', { name: 'io', props: {} }, 'io'],
    ['props as compact JSON', { name: 'confirmation', props: { id: 3 } }, 'confirmation:{"id":3}'],
    [
      'nested props in key order',
      { name: 'event-production', props: { ids: [1, 2], filter: { q: 'a:b' }, on: null } },
      'event-production:{"ids":[1,2],"filter":{"q":"a:b"},"on":null}',
    ],
    ['an empty name as nothing', { name: '', props: {} }, undefined],
    ['a name with a colon as nothing', { name: 'a:b', props: {} }, undefined],
    ['array props as nothing', { name: 'io', props: [] as never }, undefined],
    ['null props as nothing', { name: 'io', props: null as never }, undefined],
    [
      'props holding a Date as nothing',
      { name: 'io', props: { at: new Date(0) as never } },
      undefined,
    ],
    ['props holding NaN as nothing', { name: 'io', props: { n: Number.NaN } }, undefined],
  ])('writes %s', (_name, modal, expected) => {
    expect(encodeModal(modal)).toBe(expected);
  });
});
