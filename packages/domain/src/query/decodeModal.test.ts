import { describe, expect, it } from 'vitest';
import { decodeModal } from './decodeModal.ts';
import type { QueryModal } from './queryState.ts';

describe('decodeModal', () => {
  it.each<[string, QueryModal | undefined]>([
    ['io', { name: 'io', props: {} }],
    ['confirmation:{"id":3}', { name: 'confirmation', props: { id: 3 } }],
    [
      'video:{"url":"https://x.test/?a=1&b=2"}',
      { name: 'video', props: { url: 'https://x.test/?a=1&b=2' } },
    ],
    ['tags:{}', { name: 'tags', props: {} }],
    [
      'tags:{"a":{"b":[1,"two",null,true]}}',
      { name: 'tags', props: { a: { b: [1, 'two', null, true] } } },
    ],
    ['', undefined],
    [':{"id":3}', undefined],
    ['-io', undefined],
    ['a b', undefined],
    ['io:', undefined],
    ['io:{', undefined],
    ['io:{"id":}', undefined],
    ['io:[1,2]', undefined],
    ['io:null', undefined],
    ['io:3', undefined],
    ['io:"text"', undefined],
    ['io:{"zero":-0}', undefined],
    ['io:{"big":1e999}', undefined],
  ])('%j reads as %j', (value, expected) => {
    expect(decodeModal(value)).toEqual(expected);
  });

  it('keeps a __proto__ key as plain data', () => {
    const modal = decodeModal('io:{"__proto__":{"polluted":true}}');
    expect(modal?.props).toEqual(JSON.parse('{"__proto__":{"polluted":true}}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
