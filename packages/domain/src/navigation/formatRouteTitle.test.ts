import { describe, expect, it } from 'vitest';
import { formatRouteTitle, LOADING_TITLE, type RouteTitle } from './formatRouteTitle.ts';

describe('LOADING_TITLE', () => {
  it('is the text shown until a record loads', () => {
    expect(LOADING_TITLE).toBe('Loading...');
  });
});

describe('formatRouteTitle', () => {
  it.each<[RouteTitle, string | undefined]>([
    ['Reporting', 'Reporting'],
    ['  Acme Corp ', 'Acme Corp'],
    [null, 'Loading...'],
    [undefined, undefined],
    ['', undefined],
    ['   ', undefined],
    ['0', '0'],
  ])('%j → %j', (title, expected) => {
    expect(formatRouteTitle(title)).toBe(expected);
  });
});
