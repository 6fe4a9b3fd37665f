import { describe, expect, it } from 'vitest';
import type { AppType } from '../access/appTypes.ts';
import { formatDocumentTitle, PRODUCT_NAME } from './formatDocumentTitle.ts';
import type { RouteTitle } from './formatRouteTitle.ts';

describe('PRODUCT_NAME', () => {
  it('is Airtime', () => {
    expect(PRODUCT_NAME).toBe('Airtime');
  });
});

describe('formatDocumentTitle', () => {
  it.each<[readonly RouteTitle[], AppType | null, string]>([
    [['Reporting', 'Events'], 'brand', 'Airtime | Reporting / Events | brand'],
    [
      ['Brands', 'Acme Corp', 'Settings'],
      'agency',
      'Airtime | Brands / Acme Corp / Settings | agency',
    ],
    [['Brands', null, 'Settings'], 'agency', 'Airtime | Brands / Loading... / Settings | agency'],
    [['Payments'], 'creator', 'Airtime | Payments | creator'],
    [[], 'brand', 'Airtime | brand'],
    [[undefined, '', '  '], 'agency', 'Airtime | agency'],
    [[undefined, 'Inbox', undefined], 'agency', 'Airtime | Inbox | agency'],
    [[' Finance '], 'agency', 'Airtime | Finance | agency'],
    [['Login'], null, 'Airtime | Login'],
    [['Legal', 'Privacy'], null, 'Airtime | Legal / Privacy'],
    [[], null, 'Airtime'],
    [[''], null, 'Airtime'],
    [[null], null, 'Airtime | Loading...'],
  ])('%j in %s → %s', (titles, appType, expected) => {
    expect(formatDocumentTitle({ titles, appType })).toBe(expected);
  });
});
