import { describe, expect, it } from 'vitest';
import { getPageLoad, type NavigationTiming, readPageLoad } from './pageLoad.ts';

const loaded: NavigationTiming = {
  type: 'navigate',
  startTime: 0,
  loadEventEnd: 2400.5,
  transferSize: 48_000,
};

describe('getPageLoad', () => {
  it.each<[string, NavigationTiming | undefined, ReturnType<typeof getPageLoad>]>([
    ['a load over the network', loaded, { kind: 'cold', durationMs: 2400.5 }],
    [
      'a reload over the network',
      { ...loaded, type: 'reload' },
      { kind: 'cold', durationMs: 2400.5 },
    ],
    [
      'a document from the HTTP cache',
      { ...loaded, transferSize: 0 },
      { kind: 'warm', durationMs: 2400.5 },
    ],
    ['back or forward', { ...loaded, type: 'back_forward' }, { kind: 'warm', durationMs: 2400.5 }],
    ['a page still loading', { ...loaded, loadEventEnd: 0 }, undefined],
    ['no entry', undefined, undefined],
  ])('%s', (_name, entry, expected) => {
    expect(getPageLoad(entry)).toEqual(expected);
  });
});

describe('readPageLoad', () => {
  it('is undefined where there is no navigation entry (Node)', () => {
    expect(readPageLoad()).toBeUndefined();
  });
});
