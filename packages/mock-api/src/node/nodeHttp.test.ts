import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './nodeHttp.ts';

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['deflate, br', false],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['*', true],
    ['identity', false],
  ])('Accept-Encoding %j takes gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
