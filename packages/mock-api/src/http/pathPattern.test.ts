import { describe, expect, it } from 'vitest';
import { compareSpecificity, compilePathPattern } from './pathPattern.ts';

describe('compilePathPattern', () => {
  it.each<[string, string, Record<string, string> | null]>([
    ['/api/brands', '/api/brands', {}],
    ['/api/brands', '/api/brands/', {}],
    ['/api/brands', '/api/brand', null],
    ['/api/brands/:id', '/api/brands/12', { id: '12' }],
    ['/api/brands/:id', '/api/brands/', null],
    ['/api/brands/:id', '/api/brands/12/stats', null],
    ['/api/brands/:id', '/api/brands/a%20b', { id: 'a b' }],
    ['/api/brands/:id', '/api/brands/%E0%A4%A', null],
    ['/api//brand/brands-with-access/:id', '/api//brand/brands-with-access/7', { id: '7' }],
    ['/api//brand/brands-with-access/:id', '/api/brand/brands-with-access/7', null],
    [
      '/api/threads/:type/:id/:visibility',
      '/api/threads/brand/3/internal',
      { type: 'brand', id: '3', visibility: 'internal' },
    ],
  ])('%s against %s', (pattern, pathname, expected) => {
    expect(compilePathPattern(pattern).match(pathname)).toEqual(expected);
  });

  it('rejects a pattern without a leading slash', () => {
    expect(() => compilePathPattern('api/brands')).toThrow("must start with '/'");
  });

  it.each<[string, string, number]>([
    ['/api/impersonate/stop', '/api/impersonate/:userId', -1],
    ['/api/impersonate/:userId', '/api/impersonate/stop', 1],
    ['/api/brands/:id', '/api/brands/:id', 0],
    ['/api/brands', '/api/brands/:id', -1],
  ])('orders %s before or after %s', (a, b, sign) => {
    const difference = compareSpecificity(
      compilePathPattern(a).specificity,
      compilePathPattern(b).specificity,
    );
    expect(Math.sign(difference)).toBe(sign);
  });
});
