import { describe, expect, it } from 'vitest';
import { isWebUrl } from './isWebUrl.ts';

describe('isWebUrl', () => {
  it.each([
    ['https://example.com/kit.pdf', true],
    ['http://example.com', true],
    [' HTTPS://Example.com ', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['mailto:someone@example.com', false],
    ['//example.com', false],
    ['/agency/brands/1', false],
    ['example.com', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (href, expected) => {
    expect(isWebUrl(href)).toBe(expected);
  });
});
