import { describe, expect, it } from 'vitest';
import { getSafeRedirect } from './getSafeRedirect.ts';

const HOME = '/agency/home';

/** `value` percent-encoded `times` times over. */
function encodeTimes(value: string, times: number): string {
  let encoded = value;
  for (let round = 0; round < times; round += 1) encoded = encodeURIComponent(encoded);
  return encoded;
}

describe('getSafeRedirect', () => {
  it.each<[string, string | null | undefined, string]>([
    // Same-origin paths are kept as they are.
    ['a plain path', '/agency/brands', '/agency/brands'],
    ['the root', '/', '/'],
    ['a path with a query', '/agency/brands?sort=name&page=2', '/agency/brands?sort=name&page=2'],
    ['a path with a hash', '/brand/reports#events', '/brand/reports#events'],
    [
      'an encoded slash later in the path',
      '/agency/brands?search=a%2Fb',
      '/agency/brands?search=a%2Fb',
    ],
    ['an encoded space', '/agency/brands?search=acme%20corp', '/agency/brands?search=acme%20corp'],
    ['a double-encoded query', '/a?redirect=%252Fb', '/a?redirect=%252Fb'],
    ['a colon inside the path', '/javascript:alert(1)', '/javascript:alert(1)'],
    ['a URL inside the query', '/a?next=https://evil.com', '/a?next=https://evil.com'],
    // Missing.
    ['null', null, HOME],
    ['undefined', undefined, HOME],
    ['empty', '', HOME],
    // Other origins and schemes.
    ['protocol-relative', '//evil.com', HOME],
    ['protocol-relative with a path', '//evil.com/agency/home', HOME],
    ['slash-backslash', '/\\evil.com', HOME],
    ['backslashes', '\\\\evil.com', HOME],
    ['an absolute URL', 'https://evil.com', HOME],
    ['a same-host absolute URL', 'http://localhost/agency', HOME],
    ['a javascript: URL', 'javascript:alert(1)', HOME],
    ['a data: URL', 'data:text/html,hi', HOME],
    ['a relative path', 'agency/home', HOME],
    ['a leading space', ' /agency', HOME],
    ['a backslash later on', '/agency\\brands', HOME],
    // Characters browsers drop, which would turn `/x/` into `//`.
    ['a tab after the slash', '/\t/evil.com', HOME],
    ['a newline after the slash', '/\n/evil.com', HOME],
    ['a control character later on', '/agency/brands\u0000', HOME],
    ['DEL', '/agency\u007f', HOME],
    // Encoded tricks, refused in case a later step decodes them.
    ['encoded slashes', '/%2F%2Fevil.com', HOME],
    ['lower-case encoded slashes', '/%2fevil.com', HOME],
    ['an encoded backslash', '/%5Cevil.com', HOME],
    ['an encoded tab then slash', '/%09/evil.com', HOME],
    ['double-encoded slashes', '/%252F%252Fevil.com', HOME],
    ['triple-encoded slashes', `/${encodeTimes('/evil.com', 3)}`, HOME],
    ['encoded too deep to trust', `/${encodeTimes('a b', 6)}`, HOME],
    ['malformed percent-encoding', '/agency/brands?search=100%', HOME],
    ['a broken UTF-8 sequence', '/%E0%A4%A', HOME],
  ])('%s: %j → %s', (_name, redirect, expected) => {
    expect(getSafeRedirect(redirect, HOME)).toBe(expected);
  });

  it('falls back to the home it is given', () => {
    expect(getSafeRedirect('//evil.com', '/creator/home')).toBe('/creator/home');
  });

  it('keeps an encoded value that settles within the decode limit', () => {
    const redirect = `/a?q=${encodeTimes('x y', 4)}`;
    expect(getSafeRedirect(redirect, HOME)).toBe(redirect);
  });
});
